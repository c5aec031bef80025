// One drop zone for every file tool: click or keyboard opens the picker, files can be dropped anywhere on it,
// and (with `paste`) pasted from the clipboard. Files outside the accept filter get the tool's rejection toast.

import { useStore } from 'jotai'
import { Upload } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { css, cx } from '../styled-system/css'
import { notify } from '../ui/toaster'
import { type Accept, partitionFiles } from './accept'
import { type FolderRead, filesFromDrop, filesFromPick, MAX_FOLDER_FILES } from './folder-files'
import { takeHandoffFile } from './handoff'

export interface FileDropProps {
  onFiles: (files: File[]) => void
  /** Filter: MIME patterns and extensions ("image/*,.svg") or a predicate. */
  accept?: Accept
  /** The `accept` attribute for the native picker when `accept` is a predicate. */
  pickerAccept?: string
  multiple?: boolean
  /** Listen for files pasted anywhere on the page. */
  paste?: boolean
  label?: ReactNode
  hint?: ReactNode
  /** Toast for a rejected file (multi-file tools: one per file, then skip). */
  reject?: (file: File) => { title: string; description: string }
  /** Toast when none of the given files qualify (single-file tools, or a batch with nothing usable). */
  rejectAll?: { title: string; description: string }
  disabled?: boolean
  compact?: boolean
  /**
   * Take folders too: a dropped folder is walked (paths inside it kept, see relativePathOf) and a "Choose a folder"
   * button picks one; files in it that the filter refuses are skipped with one toast, not one each.
   */
  folders?: boolean
}

export function FileDrop({
  onFiles,
  accept,
  pickerAccept,
  multiple,
  paste,
  label,
  hint,
  reject,
  rejectAll,
  disabled,
  compact,
  folders,
}: FileDropProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const folderRef = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const hintId = useId()

  const take = (list: FileList | File[] | null | undefined) => {
    const files = Array.from(list ?? [])
    if (!files.length || disabled) return
    const chosen = multiple ? files : files.slice(0, 1)
    const { accepted, rejected } = partitionFiles(chosen, accept)
    if (reject) for (const file of rejected) notify({ type: 'error', ...reject(file) })
    if (!accepted.length) {
      if (rejectAll && !reject) notify({ type: 'error', ...rejectAll })
      return
    }
    onFiles(accepted)
  }
  /** A folder's files: the ones the filter refuses are counted in one toast. */
  const takeFolder = ({ files, truncated }: FolderRead) => {
    if (disabled) return
    const { accepted, rejected } = partitionFiles(files, accept)
    if (truncated)
      notify({
        type: 'warning',
        title: 'Too many files',
        description: `Only the first ${MAX_FOLDER_FILES.toLocaleString('en-US')} files of the folder were taken`,
      })
    if (rejected.length)
      notify({
        type: 'info',
        title: 'Some files skipped',
        description: `${rejected.length} file(s) in the folder are not of a kind this tool reads`,
      })
    if (accepted.length) onFiles(accepted)
    else if (!rejected.length) notify({ type: 'error', title: 'Empty folder', description: 'No files in that folder' })
  }
  const takeRef = useRef(take)
  takeRef.current = take

  // A file dropped on home and sent to this tool ("Open with…") arrives here, in memory.
  const store = useStore()
  useEffect(() => {
    const file = takeHandoffFile(store)
    if (file) takeRef.current([file])
  }, [store])

  useEffect(() => {
    if (!paste) return
    const onPaste = (e: ClipboardEvent) => {
      const target = e.target as HTMLElement | null
      const files = Array.from(e.clipboardData?.files ?? [])
      if (!files.length) return
      if (target && /^(INPUT|TEXTAREA)$/.test(target.tagName) && !files.length) return
      e.preventDefault()
      takeRef.current(files)
    }
    window.addEventListener('paste', onPaste)
    return () => window.removeEventListener('paste', onPaste)
  }, [paste])

  const typeAttr = pickerAccept ?? (typeof accept === 'string' ? accept : undefined)

  return (
    <>
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        aria-describedby={hintId}
        data-testid="file-drop"
        onClick={() => !disabled && inputRef.current?.click()}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault()
            if (!disabled) inputRef.current?.click()
          }
        }}
        onDragOver={(e) => {
          e.preventDefault()
          if (!disabled) setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault()
          setDragging(false)
          if (!folders) return take(e.dataTransfer.files)
          filesFromDrop(e.dataTransfer).then(
            (read) => (read.hadFolder ? takeFolder(read) : take(read.files)),
            () => notify({ type: 'error', title: 'Could not read the folder', description: 'The browser refused it' }),
          )
        }}
        className={cx(
          css({
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: '2',
            textAlign: 'center',
            borderWidth: '2px',
            borderStyle: 'dashed',
            borderColor: 'border.strong',
            borderRadius: 'xl',
            bg: 'bg.surface',
            cursor: 'pointer',
            transition: 'border-color 150ms, background 150ms',
            _hover: { borderColor: 'accent.solid', bg: 'accent.subtle' },
            '&[data-dragging=true]': { borderColor: 'accent.solid', bg: 'accent.subtle' },
            '&[aria-disabled=true]': { opacity: 0.6, cursor: 'not-allowed' },
          }),
          compact ? css({ p: '4' }) : css({ p: { base: '6', md: '10' } }),
        )}
        data-dragging={dragging}
      >
        <Upload aria-hidden className={css({ w: '8', h: '8', color: 'accent.fg' })} />
        <span className={css({ fontWeight: 'medium' })}>
          {label ?? (multiple ? 'Drop files here or click to choose' : 'Drop a file here or click to choose')}
        </span>
        <span id={hintId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {hint}
          {paste ? <> You can also paste from the clipboard.</> : null}
        </span>
        <input
          ref={inputRef}
          type="file"
          hidden
          multiple={multiple}
          accept={typeAttr}
          aria-label={typeof label === 'string' ? label : 'Choose file'}
          onChange={(e) => {
            take(e.target.files)
            e.target.value = ''
          }}
          data-testid="file-input"
        />
      </div>
      {folders ? (
        <div className={css({ display: 'flex', justifyContent: 'center', mt: '-2' })}>
          <button
            type="button"
            className={css({
              fontSize: 'sm',
              color: 'accent.fg',
              textDecoration: 'underline',
              cursor: 'pointer',
              _disabled: { cursor: 'not-allowed' },
            })}
            disabled={disabled}
            onClick={(e) => {
              e.stopPropagation()
              folderRef.current?.click()
            }}
            onKeyDown={(e) => e.stopPropagation()}
          >
            Or choose a folder…
          </button>
          <input
            ref={folderRef}
            type="file"
            hidden
            multiple
            {...{ webkitdirectory: '' }}
            aria-label="Choose a folder"
            onChange={(e) => {
              takeFolder(filesFromPick(e.target.files))
              e.target.value = ''
            }}
            onClick={(e) => e.stopPropagation()}
            data-testid="folder-input"
          />
        </div>
      ) : null}
    </>
  )
}
