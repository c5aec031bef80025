// Checks big lists of email addresses off the main thread (300,000 addresses took the page 3.8 s). The report of
// the last text is kept, so changing the filter or "each valid address once" answers without checking again; only
// the counts, the rows shown and the valid list go back to the page.
import {
  checkEmails,
  type EmailFilter,
  type EmailOptions,
  type EmailReport,
  type EmailView,
  emailView,
} from '../../src/lib/email/email-validator'

let last: { text: string; unicode: boolean; report: EmailReport } | null = null

export const emailApi = {
  /** A long text comes as a Blob (posting the string would copy it in one long main-thread task). */
  async check(
    input: string | Blob,
    options: EmailOptions,
    filter: EmailFilter,
    unique: boolean,
    shown: number,
  ): Promise<EmailView> {
    const text = typeof input === 'string' ? input : await input.text()
    if (last?.text !== text || last.unicode !== options.allowUnicode) {
      last = null
      last = { text, unicode: options.allowUnicode, report: checkEmails(text, options) }
    }
    return emailView(last.report, filter, unique, shown)
  },
}

export type EmailApi = typeof emailApi
