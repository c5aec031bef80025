// Bundled, hand-written name lists per locale, shared by name-generator and fake-user: no network, no third-party data.

export type Locale = 'en-US' | 'en-GB' | 'de-DE' | 'fr-FR' | 'es-ES' | 'it-IT' | 'ja-JP'

export const LOCALES: readonly { value: Locale; label: string }[] = [
  { value: 'en-US', label: 'English (United States)' },
  { value: 'en-GB', label: 'English (United Kingdom)' },
  { value: 'de-DE', label: 'German (Germany)' },
  { value: 'fr-FR', label: 'French (France)' },
  { value: 'es-ES', label: 'Spanish (Spain)' },
  { value: 'it-IT', label: 'Italian (Italy)' },
  { value: 'ja-JP', label: 'Japanese (Japan)' },
]

/** A name in Latin letters, and for Japanese also in native script ("romaji|kanji"). */
export interface LocaleNames {
  female: readonly string[]
  male: readonly string[]
  surnames: readonly string[]
}

export const NAMES: Record<Locale, LocaleNames> = {
  'en-US': {
    female:
      'Olivia Emma Charlotte Amelia Sophia Mia Isabella Ava Evelyn Harper Abigail Emily Madison Grace Chloe Hannah Natalie Zoe Lily Aria Layla Nora Camila Riley Ellie'.split(
        ' ',
      ),
    male: 'Liam Noah Oliver James Elijah William Henry Lucas Benjamin Theodore Mason Ethan Michael Daniel Jackson Logan Carter Wyatt Owen Caleb Isaac Nathan Dylan Ryan Aaron'.split(
      ' ',
    ),
    surnames:
      'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Thompson White Harris Clark Lewis Walker Hall Young Allen King'.split(
        ' ',
      ),
  },
  'en-GB': {
    female:
      'Olivia Amelia Isla Ava Ivy Freya Lily Florence Mia Willow Rosie Sophia Isabella Grace Daisy Evie Poppy Ella Harriet Matilda Imogen Phoebe Lucy Eleanor Alice'.split(
        ' ',
      ),
    male: 'Oliver George Noah Arthur Harry Leo Muhammad Jack Charlie Oscar Jacob Henry Thomas Freddie Alfie Theo William Archie Joshua Alexander James Edward Samuel Harrison Rory'.split(
      ' ',
    ),
    surnames:
      'Smith Jones Taylor Brown Williams Wilson Johnson Davies Patel Robinson Wright Thompson Evans Walker White Roberts Green Hall Wood Jackson Clarke Hughes Edwards Turner Hill Cooper Ward Morris Harrison Lewis'.split(
        ' ',
      ),
  },
  'de-DE': {
    female:
      'Emilia Emma Hannah Mia Sofia Lina Mila Ella Lea Clara Marie Leonie Anna Lena Johanna Charlotte Greta Frieda Paula Luisa Ida Maja Katharina Sabine Ursula'.split(
        ' ',
      ),
    male: 'Noah Matteo Leon Paul Elias Finn Felix Henry Luca Emil Ben Jonas Theo Maximilian Lukas Jakob Moritz Niklas Tobias Stefan Jürgen Klaus Florian Sebastian Anton'.split(
      ' ',
    ),
    surnames:
      'Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch Bauer Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Schmitt Werner Krause Meier Lehmann'.split(
        ' ',
      ),
  },
  'fr-FR': {
    female:
      'Louise Ambre Jade Emma Alice Rose Anna Lina Chloé Léa Manon Camille Inès Juliette Zoé Élise Margaux Lucie Mathilde Clémence Océane Sarah Julie Amélie Hélène'.split(
        ' ',
      ),
    male: 'Gabriel Léo Raphaël Louis Arthur Jules Maël Adam Lucas Hugo Noé Nathan Théo Paul Tom Mathis Antoine Baptiste Clément Étienne Julien Nicolas Thomas Pierre François'.split(
      ' ',
    ),
    surnames:
      'Martin Bernard Thomas Petit Robert Richard Durand Dubois Moreau Laurent Simon Michel Lefebvre Leroy Roux David Bertrand Morel Fournier Girard Bonnet Dupont Lambert Fontaine Rousseau Vincent Muller Lefèvre Faure André'.split(
        ' ',
      ),
  },
  'es-ES': {
    female:
      'Lucía Sofía Martina María Julia Paula Valeria Emma Daniela Carla Alba Noa Olivia Sara Carmen Laura Ana Isabel Elena Marta Claudia Irene Andrea Nerea Pilar'.split(
        ' ',
      ),
    male: 'Hugo Martín Lucas Mateo Leo Daniel Alejandro Pablo Manuel Álvaro Adrián David Mario Diego Javier Sergio Carlos Jorge Antonio José Miguel Raúl Iván Rubén Gonzalo'.split(
      ' ',
    ),
    surnames:
      'García Rodríguez González Fernández López Martínez Sánchez Pérez Gómez Martín Jiménez Ruiz Hernández Díaz Moreno Muñoz Álvarez Romero Alonso Gutiérrez Navarro Torres Domínguez Vázquez Ramos Gil Ramírez Serrano Blanco Molina'.split(
        ' ',
      ),
  },
  'it-IT': {
    female:
      'Sofia Aurora Giulia Ginevra Vittoria Beatrice Alice Ludovica Emma Matilde Anna Chiara Francesca Giorgia Martina Sara Elena Alessia Federica Valentina Camilla Bianca Noemi Greta Serena'.split(
        ' ',
      ),
    male: 'Leonardo Francesco Tommaso Edoardo Alessandro Lorenzo Mattia Gabriele Riccardo Andrea Diego Nicolò Matteo Giuseppe Federico Antonio Marco Luca Giovanni Pietro Davide Simone Stefano Paolo Filippo'.split(
      ' ',
    ),
    surnames:
      'Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti De Luca Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri Fontana Santoro Mariani Rinaldi Caruso Ferrara Galli Martini Leone'.split(
        ' ',
      ),
  },
  'ja-JP': {
    female:
      'Himari|陽葵 Tsumugi|紬 Mio|澪 Ema|咲茉 Rin|凛 Sakura|さくら Yui|結衣 Hina|陽菜 Aoi|葵 Yuna|結菜 Mei|芽依 Koharu|心春 Akari|朱莉 Riko|莉子 Hana|花 Haruka|遥 Misaki|美咲 Nanami|七海 Ayaka|彩花 Yuki|由紀'.split(
        ' ',
      ),
    male: 'Haruto|陽翔 Minato|湊 Aoi|蒼 Ren|蓮 Sota|蒼大 Yuto|悠斗 Riku|陸 Hinata|陽向 Itsuki|樹 Yamato|大和 Takumi|匠 Kaito|海斗 Sho|翔 Daiki|大輝 Kenta|健太 Takeshi|武 Hiroshi|浩 Kazuki|一輝 Ryota|涼太 Yusuke|雄介'.split(
      ' ',
    ),
    surnames:
      'Sato|佐藤 Suzuki|鈴木 Takahashi|高橋 Tanaka|田中 Watanabe|渡辺 Ito|伊藤 Yamamoto|山本 Nakamura|中村 Kobayashi|小林 Kato|加藤 Yoshida|吉田 Yamada|山田 Sasaki|佐々木 Yamaguchi|山口 Matsumoto|松本 Inoue|井上 Kimura|木村 Hayashi|林 Shimizu|清水 Mori|森'.split(
        ' ',
      ),
  },
}

/** Words for project and company names (neutral, made up; no trademarks on purpose). */
export const ADJECTIVES =
  'amber bold brave bright calm clever cosmic crimson daring eager electric fearless gentle golden happy hidden iron jolly lucky lunar mighty misty nimble noble polar proud quiet rapid silent silver solar swift tidy velvet vivid wild wise witty young zesty'.split(
    ' ',
  )
export const NOUNS =
  'anchor badger beacon birch canyon cedar comet compass coral falcon fern forge fox glacier harbor heron horizon island lantern maple meadow meteor otter panda pebble phoenix pine prism quartz raven river rocket sparrow summit thunder tiger tulip walrus willow'.split(
    ' ',
  )
export const COMPANY_ROOTS =
  'Acme Apex Arc Aster Beacon Blue Bright Cedar Clear Core Crest Delta Echo Ever Fair Forge Granite Harbor Helix High Iron Keystone Lumen Maple North Nova Oak Orbit Pine Pioneer Quant Ridge River Silver Stone Summit True Vantage Vertex West'.split(
    ' ',
  )
export const COMPANY_TAILS =
  'Labs Works Systems Studio Logistics Analytics Dynamics Solutions Partners Holdings Group Industries Networks Foods Energy Health Media Robotics Software Ventures'.split(
    ' ',
  )

/** Legal suffixes that read naturally in each locale. */
export const COMPANY_SUFFIX: Record<Locale, readonly string[]> = {
  'en-US': ['Inc.', 'LLC', 'Corp.', 'Co.'],
  'en-GB': ['Ltd', 'PLC', 'LLP', '& Co.'],
  'de-DE': ['GmbH', 'AG', 'KG', 'GmbH & Co. KG'],
  'fr-FR': ['SARL', 'SAS', 'SA'],
  'es-ES': ['S.L.', 'S.A.'],
  'it-IT': ['S.r.l.', 'S.p.A.'],
  'ja-JP': ['K.K.', 'G.K.'],
}
