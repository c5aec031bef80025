// The message a text tool shows for a paste over its stated length limit, checked before any work on the text.
const n = (x: number) => x.toLocaleString('en-US')

/** Null within the limit; otherwise "5,242,880 characters: Case Converter converts up to 1,000,000." */
export function textLimitProblem(length: number, limit: number, tool: string, verb = 'reads'): string | null {
  return length > limit ? `${n(length)} characters: ${tool} ${verb} up to ${n(limit)}.` : null
}
