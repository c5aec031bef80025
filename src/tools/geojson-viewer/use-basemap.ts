// The bundled Natural Earth world outline (land and borders), fetched once when the map opens.
import { useEffect, useState } from 'react'
import { feature as topoFeature, mesh as topoMesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import worldUrl from 'world-atlas/countries-110m.json?url'
import type { Basemap } from './geojson-viewer'

function loadBasemap(world: Topology): Basemap {
  const countries = world.objects.countries as GeometryCollection
  return {
    land: topoFeature(world, world.objects.land),
    borders: topoMesh(world, countries, (a, b) => a !== b),
  }
}

/** The world outline once loaded (null before), and whether loading it failed. */
export function useBasemap(): { basemap: Basemap | null; failed: boolean } {
  const [basemap, setBasemap] = useState<Basemap | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    fetch(worldUrl)
      .then((r) => r.json() as Promise<Topology>)
      .then((world) => live && setBasemap(loadBasemap(world)))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [])
  return { basemap, failed }
}
