// Chat benchmark: the real server in-process on loopback with the builtin analyst.
//   npm run bench:chat [-- --questions 200 --sockets 200 --per-socket 3]
// 1. Latency: one Pro user asks N questions one after another over one WebSocket; prints
//    the time to the first streamed chunk and to the full answer (median, p95).
// 2. Load: S users each hold a chat socket open at once and send M questions together;
//    every reply is checked (none dropped, none crossed, text equal to its chunks, history
//    stored in order) and the counts are printed. Exits 1 if any check fails.
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import type { ChatServerFrame } from '../contracts/chat';
import { chatStore } from '../server/chat/chat-store';
import { ChatSocket } from '../tests/support/chat-socket';
import { option, startBenchServer } from './support';

const QUESTIONS = [
  'Who will win?',
  '¿Cuántos goles habrá?',
  'What is the most likely score?',
  '¿Quién ganará?',
  'How is their form?',
  'Head to head?',
  '¿Qué equipo es más fuerte?',
  'Why?',
  'Any injuries?',
  'Will both teams score?',
];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;
function summary(label: string, values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return `${label.padEnd(26)} median ${ms(quantile(sorted, 0.5)).padStart(9)}   p95 ${ms(quantile(sorted, 0.95)).padStart(9)}   max ${ms(sorted.at(-1) ?? Number.NaN).padStart(9)}`;
}

const questionCount = option('questions', 200);
const socketCount = option('sockets', 200);
const perSocket = option('per-socket', 3);

const started = performance.now();
const { server, signInProUser } = await startBenchServer();
const { db } = server.database;
console.log(`server up in ${ms(performance.now() - started)} (PGlite in memory, demo season)`);

const proUser = async (index: number) =>
  (await signInProUser({ name: `Bench ${index}`, email: `bench-${index}@example.com` })).token;

async function api(path: string, token: string, body?: unknown) {
  const response = await fetch(`${server.url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const firstToken = await proUser(0);
const upcoming = (
  (await api('/matches/?status=upcoming', firstToken)) as Array<{
    id: string;
    prediction: unknown;
  }>
).filter((m) => m.prediction !== null);
const newChat = async (token: string, index: number) => {
  const clientId = randomUUID();
  const match = upcoming[index % upcoming.length];
  await api('/chats/', token, { client_id: clientId, match_id: match?.id });
  return clientId;
};

// 1. Latency, one question at a time.
{
  const socket = await ChatSocket.ready(server.url, await newChat(firstToken, 0), firstToken);
  const first: number[] = [];
  const full: number[] = [];
  for (let i = 0; i < questionCount; i++) {
    const requestId = `q${i}`;
    const from = socket.frames.length;
    const sentAt = performance.now();
    socket.send({
      type: 'send',
      request_id: requestId,
      content: QUESTIONS[i % QUESTIONS.length] as string,
    });
    const isChunk = (f: ChatServerFrame) => f.type === 'chunk' && f.request_id === requestId;
    const isEnd = (f: ChatServerFrame) =>
      (f.type === 'done' || f.type === 'error') && 'request_id' in f && f.request_id === requestId;
    await socket.next(isEnd, { from });
    const end = socket.frames.findIndex((f, k) => k >= from && isEnd(f));
    const chunk = socket.frames.findIndex((f, k) => k >= from && isChunk(f));
    if (socket.frames[end]?.type !== 'done' || chunk < 0) throw new Error(`question ${i} failed`);
    first.push((socket.receivedAt[chunk] as number) - sentAt);
    full.push((socket.receivedAt[end] as number) - sentAt);
  }
  await socket.close();
  console.log(`\nlatency, builtin analyst, ${questionCount} questions one after another:`);
  console.log(summary('time to first chunk', first));
  console.log(summary('time to full answer', full));
}

// 2. Load: every socket open at once, every question sent at once.
{
  const t0 = performance.now();
  const clients = await Promise.all(
    Array.from({ length: socketCount }, async (_, i) => {
      const token = await proUser(i + 1);
      const clientId = await newChat(token, i);
      return { clientId, token };
    }),
  );
  const sockets = await Promise.all(
    clients.map((c) => ChatSocket.ready(server.url, c.clientId, c.token)),
  );
  const open = sockets.filter((s) => s.closeCode === null).length;
  const sentAt = performance.now();
  sockets.forEach((socket, s) => {
    for (let k = 0; k < perSocket; k++) {
      socket.send({
        type: 'send',
        request_id: `s${s}-m${k}`,
        content: QUESTIONS[(s + k) % QUESTIONS.length] as string,
      });
    }
  });
  const results = await Promise.all(
    sockets.map((socket, s) =>
      Promise.all(
        Array.from({ length: perSocket }, (_, k) =>
          socket.reply(`s${s}-m${k}`, 120_000).catch(() => null),
        ),
      ),
    ),
  );
  const wall = performance.now() - sentAt;

  let dropped = 0;
  let crossed = 0;
  let mismatched = 0;
  let storedWrong = 0;
  const firstUnderLoad: number[] = [];
  const fullUnderLoad: number[] = [];
  for (let s = 0; s < socketCount; s++) {
    const socket = sockets[s] as ChatSocket;
    const mine = new Set(Array.from({ length: perSocket }, (_, k) => `s${s}-m${k}`));
    for (const frame of socket.frames) {
      if ('request_id' in frame && frame.request_id !== undefined && !mine.has(frame.request_id)) {
        crossed++;
      }
    }
    const expectedMessages: string[] = [];
    for (let k = 0; k < perSocket; k++) {
      const reply = results[s]?.[k];
      const question = QUESTIONS[(s + k) % QUESTIONS.length] as string;
      if (!reply?.done || !reply.userMessage) {
        dropped++;
        continue;
      }
      if (reply.userMessage.content !== question) crossed++;
      if (reply.done.content !== reply.chunks.join('')) mismatched++;
      for (const f of reply.frames) {
        if (f.type === 'chunk' && f.message_id !== reply.done.id) crossed++;
      }
      expectedMessages.push(reply.userMessage.id, reply.done.id);
      const requestId = `s${s}-m${k}`;
      const chunkAt = socket.frames.findIndex(
        (f) => f.type === 'chunk' && f.request_id === requestId,
      );
      const doneAt = socket.frames.findIndex(
        (f) => f.type === 'done' && f.request_id === requestId,
      );
      if (k === 0) {
        firstUnderLoad.push((socket.receivedAt[chunkAt] as number) - sentAt);
        fullUnderLoad.push((socket.receivedAt[doneAt] as number) - sentAt);
      }
    }
    // In the order the app reads it back (a question and its reply share a time: the
    // question first), not by time alone.
    const stored = await chatStore(db).messages((clients[s] as { clientId: string }).clientId);
    if (stored.map((m) => m.id).join() !== expectedMessages.join()) storedWrong++;
  }
  await Promise.all(sockets.map((s) => s.close()));
  const replies = socketCount * perSocket;
  console.log(
    `\nload: ${socketCount} WebSocket chats open at once (${open} ready, set up in ${ms(sentAt - t0)}), ${perSocket} questions each sent together:`,
  );
  console.log(
    `replies ${replies - dropped}/${replies}, dropped ${dropped}, crossed ${crossed}, text != chunks ${mismatched}, chats with wrong stored history ${storedWrong}`,
  );
  console.log(
    `all ${replies} replies done in ${ms(wall)} (${((replies / wall) * 1000).toFixed(0)} replies/s)`,
  );
  console.log(summary('first chunk, 1st question', firstUnderLoad));
  console.log(summary('full answer, 1st question', fullUnderLoad));
  await server.close();
  console.log(
    `\nmachine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`,
  );
  if (dropped + crossed + mismatched + storedWrong > 0 || open !== socketCount) {
    console.error('FAILED: dropped, crossed or mismatched messages');
    process.exit(1);
  }
}
