import { HashTool } from '../../kit/hash-view'
import type { HashAlgorithm } from '../../lib/hash-format'

const SHA: readonly HashAlgorithm[] = ['sha1', 'sha256', 'sha384', 'sha512']

export default function ShaHashView() {
  return <HashTool algorithms={SHA} hmac />
}
