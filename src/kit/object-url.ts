import { useEffect } from 'react'

/**
 * Revokes an object URL the component shows once another replaces it or the component goes: not before, or an
 * element still showing it could fail to load it ("net::ERR_FILE_NOT_FOUND").
 */
export function useRevokeWhenReplaced(url: string | null | undefined): void {
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url])
}
