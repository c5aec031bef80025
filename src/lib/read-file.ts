// Promise wrappers over FileReader for the few places that need a data URL or text.
export function readFileAsDataURL(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('Failed to read file'))
    reader.readAsDataURL(file)
  })
}

export function readFileAsText(file: Blob): Promise<string> {
  return file.text()
}
