#!/usr/bin/env node
// The cardtext command: the bundled CLI, loaded with the code cache the build wrote beside it (loadBundle.js).
require('./loadBundle.js').loadBundle(require('path').join(__dirname, '..', 'dist', 'cli.js'), module);
