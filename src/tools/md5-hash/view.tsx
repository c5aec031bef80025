import { HashTool } from '../../kit/hash-view'
import type { HashAlgorithm } from '../../lib/hash-format'

const MD5: readonly HashAlgorithm[] = ['md5']

export default function Md5HashView() {
  return <HashTool algorithms={MD5} />
}
