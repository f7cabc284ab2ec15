/**
 * The cookie that carries a session's token on the connect page. HttpOnly
 * (no script reads it), SameSite=Lax (other sites' forms do not carry it, the
 * way back from an OAuth consent screen does), Path=/ (the page and the
 * session link share it). Over HTTPS it is Secure and takes the `__Host-`
 * prefix, which browsers only accept from a secure origin, for the exact host.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const PLAIN_NAME = 'svc_connect';
const HOST_NAME = '__Host-svc_connect';

export class SessionCookie {
  readonly #secure: boolean;

  constructor(publicUrl: string) {
    this.#secure = publicUrl.startsWith('https:');
  }

  get name(): string {
    return this.#secure ? HOST_NAME : PLAIN_NAME;
  }

  set(reply: FastifyReply, token: string, expiresAt: Date): void {
    const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
    reply.header('set-cookie', this.#serialize(token, maxAge));
  }

  clear(reply: FastifyReply): void {
    reply.header('set-cookie', this.#serialize('', 0));
  }

  read(request: FastifyRequest): string | undefined {
    const header = request.headers.cookie;
    if (!header) return undefined;
    for (const part of header.split(';')) {
      const separator = part.indexOf('=');
      if (separator > 0 && part.slice(0, separator).trim() === this.name) return part.slice(separator + 1).trim();
    }
    return undefined;
  }

  #serialize(value: string, maxAge: number): string {
    return `${this.name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${this.#secure ? '; Secure' : ''}`;
  }
}
