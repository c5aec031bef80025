import type { HashAlgorithm } from '../../lib/hash-format'
import { HashTool } from '../sha256-hash/hash-view'

const MD5: readonly HashAlgorithm[] = ['md5']

export default function Md5HashView() {
  return <HashTool algorithms={MD5} />
}
