// Runs before first paint (a blocking external script, allowed by the CSP) so no wrong theme flashes.
;(() => {
  var root = document.documentElement
  var theme = 'light'
  try {
    var stored = localStorage.getItem('vite-ui-theme')
    var setting = stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system'
    theme = setting === 'system' ? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : setting
  } catch (e) {}
  root.classList.add(theme)
  root.style.colorScheme = theme
})()
