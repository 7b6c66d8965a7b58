// The environment `npm start` gives the server process, shared with the benches so they measure it as run.
// MALLOC_ARENA_MAX=2: the C library's allocator otherwise keeps a memory arena per thread that allocates (the
// WebAssembly compiler's and the password hashes' threads), each holding tens of MB it never hands back; two arenas
// keep the server's RSS about 100 MB lower at the same speed.
// MALLOC_MMAP_THRESHOLD_=32768 would give the blocks of 32 KB and more pages of their own, handed back when freed: the
// embedded server's RSS after start fell from ~300 to ~205-222 MB, but the chat's delivery p99 went over 600 ms in
// three runs of five with it and in one of five without it (README, run 19), so it is not set. An operator's own
// values win.
export function serverProcessEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}
