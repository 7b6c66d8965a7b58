// The environment `npm start` gives the server process, shared with `npm run bench` so the bench measures it as run.
// MALLOC_ARENA_MAX=2: the C library's allocator otherwise keeps a memory arena per thread that allocates (the
// WebAssembly compiler's and the password hashes' threads), each holding tens of MB it never hands back; two arenas
// keep the server's RSS about 100 MB lower at the same speed. An operator's own value wins.
export function serverProcessEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}
