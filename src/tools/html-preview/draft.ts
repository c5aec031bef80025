// The code kept in this browser between visits (local storage), read when the page opens without a link.
import { useEffect, useRef } from 'react'
import { type PreviewCode, readStoredCode, SAMPLE_CODE, STORAGE_KEY } from './html-preview'

export function loadInitialCode(): PreviewCode {
  try {
    return readStoredCode(localStorage.getItem(STORAGE_KEY)) ?? SAMPLE_CODE
  } catch {
    return SAMPLE_CODE
  }
}

export function useKeepDraft(code: PreviewCode): void {
  // Keep the draft across visits: shortly after typing stops, and at once when the page is left or reloaded. Only
  // once edited, so that opening a shared link does not replace the draft kept in this browser.
  const openedWith = useRef<PreviewCode | null>(code)
  useEffect(() => {
    if (code === openedWith.current) return
    openedWith.current = null
    const save = () => {
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(code))
      } catch {
        // storage full or blocked: the draft is simply not kept
      }
    }
    const timer = setTimeout(save, 300)
    window.addEventListener('pagehide', save)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('pagehide', save)
    }
  }, [code])
}
