/**
 * `npm run bench:learning`: measures, never asserts. Seller Learning's search over `--count` published articles
 * (default 10,000, in id and en, with the demo content's categories and videos) on the embedded database and on a
 * throw-away PostgreSQL: p50/p99 of searches made one after another through the search service (the SQL with its
 * ranking, typo tolerance and headlines, no HTTP), per kind of query, for the README's performance section.
 *
 *   npm run bench:learning -- [--count 10000] [--seconds 5] [--explain]
 *
 * `--explain` prints PostgreSQL's `EXPLAIN ANALYZE` of an exact-word search.
 */
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../src/db/open-database';
import { prepareDatabase } from '../src/module-data';
import { learningModule } from '../src/modules/learning';
import { LearningPagesRepository } from '../src/modules/learning/pages-repository';
import { LearningPagesService, searchWords } from '../src/modules/learning/pages-service';
import type { NewLearningArticle } from '../src/modules/learning/repository';
import { learningArticles } from '../src/modules/learning/schema';
import { startBenchPostgres } from './bench-postgres';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '5' },
    explain: { type: 'boolean', default: false },
  },
});
const count = Number(args.count);
const seconds = Number(args.seconds);

const idWords =
  'toko produk pesanan pengiriman kurir stok varian harga promosi voucher diskon kampanye pembeli penjual ulasan rating foto judul deskripsi kategori keuangan dompet penarikan rekening laporan iklan chat balasan pelanggan pengembalian dana jadwal gudang kemasan label resi alamat pengambilan verifikasi identitas dokumen kontrak margin komisi biaya layanan pesan notifikasi pengaturan akun keamanan kata sandi aplikasi ponsel website penjualan pembayaran tagihan faktur pajak ongkir gratis cepat mudah aman baru terbaru penting panduan langkah tips cara membuat mengelola meningkatkan memproses menangani mengirim menerima membalas mengatur'.split(
    ' ',
  );
const enWords =
  'store product order shipping courier stock variant price promotion voucher discount campaign buyer seller review rating photo title description category finance wallet withdrawal account report advertising chat reply customer return refund schedule warehouse packaging label receipt address pickup verification identity document contract margin commission fee service message notification settings security password app phone website sales payment invoice tax postage free fast easy safe new latest important guide step tips how create manage increase process handle send receive answer arrange'.split(
    ' ',
  );
const categories = ['GETTING_STARTED', 'PRODUCTS', 'ORDERS', 'PROMOTION', 'FINANCE'];

/** A repeatable sequence of numbers in [0, 1), so every run writes the same articles. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Ten thousand articles that read like a help centre's: mostly ordinary prose (generated words, a few thousand of
 * them, the common ones far more often, as in any text) with the domain's words where articles are about them, a
 * couple in each title and a few in each body, so a domain word matches some hundreds of articles, not all of them.
 */
function generatedArticles(total: number, now: Date): NewLearningArticle[] {
  const next = numbers(42);
  const syllables = ['ka', 'ri', 'mu', 'to', 'se', 'la', 'pe', 'di', 'an', 'ber', 'ung', 'tan', 'gal', 'mo', 'ne', 'si'];
  const prose = Array.from({ length: 4000 }, (_, index) => {
    let word = '';
    for (let n = index + 7; word.length < 5; n = Math.floor(n / syllables.length) + 3) word += syllables[n % syllables.length];
    return word;
  });
  // Zipf's law: the k-th most common word is used about 1/k as often as the first.
  const zipf = (words: readonly string[]) => words[Math.min(words.length - 1, Math.floor(Math.exp(next() * Math.log(words.length))) - 1)];
  const domain = (words: readonly string[]) => words[Math.floor(next() * words.length)];
  const sentence = (words: readonly string[], length: number) => Array.from({ length }, () => (next() < 0.04 ? domain(words) : zipf(prose))).join(' ');
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const title = (words: readonly string[]) => capital(`${domain(words)} ${sentence(words, 2 + Math.floor(next() * 4))} ${domain(words)}`);
  const body = (words: readonly string[]) =>
    Array.from({ length: 4 }, (_, index) => `<h2>${capital(sentence(words, 3))}</h2><p>${capital(sentence(words, 40 + index * 10))}.</p>`).join('');
  return Array.from({ length: total }, (_, index) => ({
    slug: `bench-${index}`,
    kind: next() < 0.3 ? 'NEWS' : 'GUIDE',
    categoryCode: categories[index % categories.length],
    titleId: title(idWords),
    titleEn: title(enWords),
    summaryId: `${capital(sentence(idWords, 15))}.`,
    summaryEn: `${capital(sentence(enWords, 15))}.`,
    bodyId: body(idWords),
    bodyEn: body(enWords),
    coverImageUrl: null,
    status: next() < 0.95 ? 'PUBLISHED' : 'DRAFT',
    publishAt: new Date(now.getTime() - Math.floor(next() * 365) * 86_400_000),
  }));
}

const queries: [label: string, request: { q: string; language: 'id' | 'en'; type?: 'ARTICLE' | 'VIDEO'; categoryCode?: string }][] = [
  ['one common word (id)', { q: 'voucher', language: 'id' }],
  ['two words, stemmed (id)', { q: 'mengirim pesanan', language: 'id' }],
  ['a prefix being typed (en)', { q: 'withdr', language: 'en' }],
  ['three words (en)', { q: 'shipping courier schedule', language: 'en' }],
  ['a typo in a short word (en)', { q: 'vouchr', language: 'en' }],
  ['a word and a category, articles only (en)', { q: 'stock', language: 'en', type: 'ARTICLE', categoryCode: 'PRODUCTS' }],
  ['a word nothing has (id)', { q: 'zebra', language: 'id' }],
];

async function measure(database: Database, label: string): Promise<string[][]> {
  const service = new LearningPagesService(new LearningPagesRepository(database.db), { now: () => new Date() });
  const rows: string[][] = [];
  for (const [kind, request] of queries) {
    const full = { ...request, page: 0, size: 10 };
    for (let warm = 0; warm < 20; warm++) await service.search(full);
    const times: number[] = [];
    const until = performance.now() + seconds * 1000;
    let hits = 0;
    while (performance.now() < until) {
      const started = performance.now();
      hits = (await service.search(full)).totalElements;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))].toFixed(1);
    rows.push([
      `${label}: ${kind}, first page of 10 (${hits.toLocaleString('en')} hits)`,
      `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (${times.length} calls)`,
      'p99 ≤ 20 ms',
    ]);
  }
  return rows;
}

async function filled(database: Database): Promise<void> {
  await prepareDatabase(database);
  const now = new Date();
  await learningModule.seedDemo?.(database.db, now);
  const articles = generatedArticles(count, now);
  for (let start = 0; start < articles.length; start += 500) await database.db.insert(learningArticles).values(articles.slice(start, start + 500));
  await database.db.execute(sql`analyze learning_articles, learning_videos`);
}

const rows: string[][] = [];
const embedded = await openDatabase({});
try {
  await filled(embedded);
  rows.push(...(await measure(embedded, 'embedded (PGlite)')));
} finally {
  await embedded.close();
}

const postgres = await startBenchPostgres('learning_bench');
try {
  const database = await openDatabase({ databaseUrl: postgres.databaseUrl });
  try {
    await filled(database);
    rows.push(...(await measure(database, 'PostgreSQL')));
    if (args.explain) {
      const repository = new LearningPagesRepository(database.db);
      for (const [kind, request] of queries) {
        const words = searchWords(request.q);
        const statement = repository.searchStatement(new Date(), {
          ...request,
          tsquery: words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & '),
          fuzzy: words.length <= 3 ? words.join(' ') : null,
          page: 0,
          size: 10,
        });
        const plan = await database.db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.45', true)`);
          await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
          return (await tx.execute(sql`explain analyze ${statement}`)) as unknown as { rows: Record<string, string>[] };
        });
        console.log(`\n${kind}\n${plan.rows.map((row) => Object.values(row)[0]).join('\n')}`);
      }
    }
  } finally {
    await database.close();
  }
} finally {
  postgres.stop();
}

console.log(`\nSeller Learning's search over ${count.toLocaleString('en')} articles (${seconds} s per query, one caller, Node ${process.version})\n`);
console.log('| measure | result | target |\n|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
