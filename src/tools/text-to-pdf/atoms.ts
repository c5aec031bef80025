// The Text to PDF job: everything heavy (fonts, wrapping, drawing, saving) runs in the PDF worker; the page only
// hands over the text and the options and shows progress, with Cancel ending the worker.
import { atom } from 'jotai'
import { jobAtom } from '../../jobs/job-atom'
import { textToPdf } from '../../jobs/pdf'
import type { TextPdfOptions } from '../../lib/pdf/text-to-pdf'
import { FONT_URLS } from './fonts'

export interface TextPdfArgs {
  text: string
  options: TextPdfOptions
  /** The file name the PDF is saved under. */
  file: string
}

export interface TextPdfDone {
  blob: Blob
  pages: number
  missing: string[]
  file: string
}

export const textPdfJob = jobAtom<TextPdfArgs, TextPdfDone>(async ({ text, options, file }, { signal, onProgress }) => {
  const result = await textToPdf(text, options, FONT_URLS, (p) => onProgress(p), signal)
  return { ...result, file }
})

const NONE: string[] = []

/** Whether a build runs; changes twice per build, so the page (and its 10 MB text box) is not redrawn per step. */
export const textPdfRunningAtom = atom((get) => get(textPdfJob.stateAtom).status === 'running')

/** Characters the last PDF could not draw. */
export const textPdfMissingAtom = atom((get) => {
  const state = get(textPdfJob.stateAtom)
  return state.status === 'done' ? state.result.missing : NONE
})

/** Why the last build failed (a text over the page limit, found once wrapped): shown until the next build. */
export const textPdfFailedAtom = atom((get) => {
  const state = get(textPdfJob.stateAtom)
  return state.status === 'failed' ? state.error : null
})
