// Loop protection for HTML Live Preview, as CodePen does it: the user's script is parsed with a real parser (acorn),
// every for / for-in / for-of / while / do-while is preceded by a call that notes when it was entered, and its body
// starts with a call to a time guard that breaks out of it once it has run too long without the page getting back to
// its event loop. Browsers that run the sandboxed preview in the editor's own
// process (Safari, Firefox) would otherwise freeze the editor on `while (true) {}`; in Chromium, which isolates it,
// the guard still ends a runaway loop and says where it was. Insertions add no line, so line numbers stay true.
import { type Node, parse } from 'acorn'

/** The functions the preview's bridge defines: `ENTER(id);` comes before every loop, `if (GUARD(id)) break;` starts its body. */
export const LOOP_GUARD = '__lkLoop'
export const LOOP_ENTER = '__lkLoopEnter'

export interface Insertion {
  /** 1-based line of the script. */
  line: number
  /** 0-based column where the inserted text starts, in the guarded code. */
  column: number
  length: number
}

export interface GuardedScript {
  code: string
  /** Position of each guarded loop in the original script (1-based line, 0-based column), in id order from `firstId`. */
  loops: { line: number; column: number }[]
  insertions: Insertion[]
}

const LOOPS = new Set(['ForStatement', 'ForInStatement', 'ForOfStatement', 'WhileStatement', 'DoWhileStatement'])

type AnyNode = Node & { body?: AnyNode | AnyNode[] } & Record<string, unknown>

/** Statement lists, where a statement can be put before another without changing what surrounds it. */
const LIST_PARENTS = new Set(['Program', 'BlockStatement', 'StaticBlock', 'SwitchCase'])

type Visit = (node: AnyNode, ancestors: AnyNode[]) => void

function walk(node: AnyNode, visit: Visit, ancestors: AnyNode[] = []): void {
  visit(node, ancestors)
  const inner = [...ancestors, node]
  for (const key of Object.keys(node)) {
    const value = node[key]
    if (Array.isArray(value)) {
      for (const item of value)
        if (item && typeof item === 'object' && typeof item.type === 'string') walk(item, visit, inner)
    } else if (value && typeof value === 'object' && typeof (value as AnyNode).type === 'string') {
      walk(value as AnyNode, visit, inner)
    }
  }
}

function lineStarts(text: string): number[] {
  const starts = [0]
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1)
  return starts
}

function positionOf(starts: number[], offset: number): { line: number; column: number } {
  let lo = 0
  let hi = starts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (starts[mid] <= offset) lo = mid
    else hi = mid - 1
  }
  return { line: lo + 1, column: offset - starts[lo] }
}

/**
 * Returns the script with a guard in every loop, or null when it does not parse (it then runs as written, and the
 * browser reports the syntax error with its line).
 */
export function guardLoops(
  source: string,
  firstId: number,
  sourceType: 'script' | 'module' = 'script',
): GuardedScript | null {
  let ast: AnyNode
  try {
    ast = parse(source, { ecmaVersion: 'latest', sourceType, allowHashBang: true }) as unknown as AnyNode
  } catch {
    return null
  }
  const edits: { offset: number; text: string }[] = []
  const loopStarts: number[] = []
  walk(ast, (node, ancestors) => {
    if (!LOOPS.has(node.type)) return
    const id = firstId + loopStarts.length
    loopStarts.push(node.start)
    // The entry note goes before the loop's labels; where a single statement is expected (`if (a) for …`), the
    // note and the loop become a block.
    let statement = node
    let depth = ancestors.length - 1
    while (depth >= 0 && ancestors[depth].type === 'LabeledStatement') statement = ancestors[depth--]
    const enter = `${LOOP_ENTER}(${id});`
    if (depth >= 0 && LIST_PARENTS.has(ancestors[depth].type)) edits.push({ offset: statement.start, text: enter })
    else {
      edits.push({ offset: statement.start, text: `{${enter}` })
      edits.push({ offset: statement.end, text: '}' })
    }
    const body = node.body as AnyNode
    const guard = `if(${LOOP_GUARD}(${id}))break;`
    if (body.type === 'BlockStatement') edits.push({ offset: body.start + 1, text: guard })
    else {
      edits.push({ offset: body.start, text: `{${guard}` })
      edits.push({ offset: body.end, text: '}' })
    }
  })
  // Stable sort: at one offset, a closing brace (pushed by an outer loop earlier) and an opening one keep walk order.
  edits.sort((a, b) => a.offset - b.offset)
  const starts = lineStarts(source)
  const insertions: Insertion[] = []
  let code = ''
  let from = 0
  let shiftLine = 0
  let shift = 0
  for (const edit of edits) {
    code += source.slice(from, edit.offset) + edit.text
    from = edit.offset
    const at = positionOf(starts, edit.offset)
    if (at.line !== shiftLine) {
      shiftLine = at.line
      shift = 0
    }
    insertions.push({ line: at.line, column: at.column + shift, length: edit.text.length })
    shift += edit.text.length
  }
  code += source.slice(from)
  return { code, loops: loopStarts.map((offset) => positionOf(starts, offset)), insertions }
}

/** Maps a 1-based column of the guarded code back to the original script's 1-based column. */
export function originalColumn(insertions: readonly Insertion[], line: number, column: number): number {
  let result = column
  for (const ins of insertions) {
    if (ins.line === line && ins.column + ins.length <= column - 1) result -= ins.length
  }
  return result
}
