import WebSocket from 'ws';
import type { ChatClientFrame, ChatMessage, ChatServerFrame } from '../../contracts/chat';

export interface CollectedReply {
  userMessage: ChatMessage | null;
  chunks: string[];
  /** The `done` frame's message, or null when the reply ended with an error frame. */
  done: ChatMessage | null;
  error: { code: string; detail: string; retry_after?: number } | null;
  /** Every frame of this request, in arrival order. */
  frames: ChatServerFrame[];
}

/** A chat WebSocket client for tests and the bench: keeps every frame it receives and
 * lets the caller wait for the next one matching a condition. */
export class ChatSocket {
  readonly frames: ChatServerFrame[] = [];
  /** performance.now() at the arrival of each frame (same index as `frames`). */
  readonly receivedAt: number[] = [];
  closeCode: number | null = null;
  private waiters: Array<() => void> = [];
  private readonly closed: Promise<number>;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as ChatServerFrame);
      this.receivedAt.push(performance.now());
      this.wake();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code) => {
        this.closeCode = code;
        this.wake();
        resolve(code);
      }),
    );
  }

  /** Opens `ws://host/api/ws/chat/{clientId}`; `baseUrl` is the server's http:// address. */
  static open(baseUrl: string, clientId: string): Promise<ChatSocket> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws/chat/${clientId}`);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new ChatSocket(ws)));
      ws.once('error', reject);
    });
  }

  /** Opens, authenticates and waits for `ready` (throws on a refusal). */
  static async ready(baseUrl: string, clientId: string, token: string): Promise<ChatSocket> {
    const socket = await ChatSocket.open(baseUrl, clientId);
    socket.send({ type: 'auth', token });
    const frame = await socket.next((f) => f.type === 'ready' || f.type === 'error');
    if (frame.type !== 'ready') throw new Error(`refused: ${JSON.stringify(frame)}`);
    return socket;
  }

  send(frame: ChatClientFrame | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(frame));
  }

  sendRaw(data: string): void {
    this.ws.send(data);
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** The first frame from index `from` on matching `match`; rejects once the socket closes
   * without one or after `timeoutMs`. */
  async next(
    match: (frame: ChatServerFrame) => boolean,
    { from = 0, timeoutMs = 10_000 }: { from?: number; timeoutMs?: number } = {},
  ): Promise<ChatServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      if (this.closeCode !== null) throw new Error(`socket closed (${this.closeCode})`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('timed out waiting for a frame');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for the end (done or error) of one request and gathers its frames. */
  async reply(requestId: string, timeoutMs = 10_000): Promise<CollectedReply> {
    const ofRequest = (f: ChatServerFrame) => 'request_id' in f && f.request_id === requestId;
    await this.next((f) => ofRequest(f) && (f.type === 'done' || f.type === 'error'), {
      timeoutMs,
    });
    const frames = this.frames.filter(ofRequest);
    const result: CollectedReply = {
      userMessage: null,
      chunks: [],
      done: null,
      error: null,
      frames,
    };
    for (const f of frames) {
      if (f.type === 'user_message') result.userMessage = f.message;
      if (f.type === 'chunk') result.chunks.push(f.delta);
      if (f.type === 'done') result.done = f.message;
      if (f.type === 'error') {
        result.error = { code: f.code, detail: f.detail, retry_after: f.retry_after };
      }
    }
    return result;
  }

  /** Resolves with the close code once the server (or `close()`) ends the socket. */
  whenClosed(): Promise<number> {
    return this.closed;
  }

  close(): Promise<number> {
    this.ws.close();
    return this.closed;
  }
}
