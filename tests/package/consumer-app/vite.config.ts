import {defineConfig} from 'vite';

// One page per build: BUI_ENTRY names another HTML page than index.html (the tree-shaking check builds two more).
export default defineConfig({
  build: process.env.BUI_ENTRY ? {rollupOptions: {input: process.env.BUI_ENTRY}} : {},
});
