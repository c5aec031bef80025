/** Types of scripts/chromium.mjs, for the TypeScript Playwright config. */
export declare const chromiumPath: string
export declare const chromiumArgs: string[]
