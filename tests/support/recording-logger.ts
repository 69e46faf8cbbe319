import type { FastifyBaseLogger } from 'fastify';

export interface LogLine {
  level: string;
  msg: string;
}

/** A logger that keeps what it is told (Fastify accepts it as its logger instance). */
export function recordingLogger(lines: LogLine[] = []): FastifyBaseLogger {
  const at = (level: string) => (first: unknown, msg?: string) => {
    lines.push({ level, msg: typeof first === 'string' ? first : (msg ?? '') });
  };
  const logger = {
    level: 'info',
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('fatal'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => {},
    child: () => recordingLogger(lines),
  };
  return logger as unknown as FastifyBaseLogger;
}
