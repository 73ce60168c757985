#!/usr/bin/env node
// The built command (a committed file, so installing the workspace links it before the first build).
import '../dist/bin.js';
