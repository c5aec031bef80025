// The alarm at zero.

/** Three short beeps through WebAudio; silently skipped where audio may not start (no user gesture yet). */
export function beep() {
  try {
    const Ctx =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext
    if (!Ctx) return
    const ctx = new Ctx()
    const t0 = ctx.currentTime
    for (let i = 0; i < 3; i++) {
      const osc = ctx.createOscillator()
      const gain = ctx.createGain()
      osc.type = 'sine'
      osc.frequency.value = 880
      const at = t0 + i * 0.35
      gain.gain.setValueAtTime(0.0001, at)
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02)
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25)
      osc.connect(gain).connect(ctx.destination)
      osc.start(at)
      osc.stop(at + 0.26)
    }
    setTimeout(() => void ctx.close().catch(() => undefined), 1500)
  } catch {
    // no audio available
  }
}
