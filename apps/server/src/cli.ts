#!/usr/bin/env node
console.log("modeldeck: not built yet");
