// The Node options the server runs with: `npm start`, the browser tests' server and the benches start it alike.
//
// --initial-old-space-size: V8 counts the memory outside its heap allocated since its last full collection (a
// Buffer's bytes: an upload's body, its copy, sharp's PNGs, about 9 MB an upload) against the old generation's
// limit, which it sizes from the live heap (about 28 MB here, so a limit near 50 MB). Every upload or two then
// marked and compacted the whole heap (15–25 ms of the main thread) although those buffers die young. With the old
// generation starting at 128 MB that limit no longer starts them: about 10 full collections in 100 uploads (V8's own
// 64 MB of Buffer bytes since the last one) instead of 40–90. It is where the limit starts, not a cap: the heap
// still grows as it needs (docs/decisions.md, "Uploads and the garbage collector").
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--initial-old-space-size=128'];
