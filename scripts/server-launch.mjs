// How a production instance of the built site is launched for its memory: what `npm start`, the
// sample systemd unit (docs/operations.md), the local cluster and the memory bench all use, so the
// bench measures what runs (docs/operations/performance.md, "Memory"). Both must be set before the
// process starts: glibc reads MALLOC_ARENA_MAX when malloc first runs, V8 its semi-space at start-up.
//
// - MALLOC_ARENA_MAX=2: glibc gives every thread that allocates (libuv's pool compressing answers,
//   V8's workers) an arena of its own, up to 8 per core, and keeps what each arena once held; two
//   arenas took 50–60 MB off an instance on PostgreSQL, with no measurable cost in throughput.
// - --max-semi-space-size=8 (MB; Node 20's default is 16): V8's young generation keeps two
//   semi-spaces committed at their largest after any burst of requests; 8 took a further ~25 MB.
// - --heap-growing-percent=50: after each full collection V8 lets the old generation grow to the
//   live heap times a factor it picks from its own speed (up to 4 on a fast collector), and keeps
//   what it grew to while idle: after the warm-up ~90 MB of dead objects stayed committed. A fixed
//   1.5 collects sooner: 47 MB less on PostgreSQL with no measurable loss of member-page or product
//   page throughput. It is not a cap: the heap still grows as far as the live objects need
//   (--max-old-space-size would end the process instead). 20 took 65 MB off but cost ~25 % of the
//   product page's throughput; --optimize-for-size took 100 MB off but served 3-5 times fewer pages.
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=50'];
