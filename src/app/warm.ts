// The libraries the app is built on (React, its DOM renderer, the router, Jotai), loaded by boot.ts beside the app
// itself: the browser evaluates them in a task of their own, before the task that evaluates the app's modules, so a
// slow laptop meets two shorter tasks instead of one long one.
import 'react-dom/client'
import 'react-router-dom'
import 'jotai'
