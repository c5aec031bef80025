// ip-info's one network action as a job: a second press cancels the request still in flight.
import { jobAtom } from '../../jobs/job-atom'
import { fetchPublicIp } from './ip-info'

export const publicIpJob = jobAtom<void, string>((_, { signal }) =>
  fetchPublicIp((url, init) => fetch(url, init), signal),
)
