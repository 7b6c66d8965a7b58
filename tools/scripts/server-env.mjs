// The environment `npm start` gives the server process, shared with the benches so they measure it as run.
// MALLOC_ARENA_MAX=2: the C library's allocator otherwise keeps a memory arena per thread that allocates (the
// WebAssembly compiler's and the password hashes' threads), each holding tens of MB it never hands back; two arenas
// keep the server's RSS about 100 MB lower at the same speed.
// MALLOC_MMAP_THRESHOLD_=32768: blocks of 32 KB and more get pages of their own, handed back when freed. The
// WebAssembly compiler's working memory (PGlite's PostgreSQL, tiered up while the server starts and runs) is made of
// such blocks; in the C heap, what it freed stayed in the server's RSS (~75 MB after start). An operator's own values
// win.
export function serverProcessEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768', ...env };
}
