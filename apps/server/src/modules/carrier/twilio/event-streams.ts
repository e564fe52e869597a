import type { NetworkCause, NetworkEventKind } from '@simportal/contract/api/network';
import { getSignatureAlgorithm, validateRequestWithBody } from 'twilio/lib/webhooks/webhooks.js';
import { z } from 'zod';
import type { IncomingNetworkEvent } from '../network-events.ts';

// Twilio Event Streams into the portal (decision 0093): a webhook sink posts a JSON array of CloudEvents; Super SIM's
// connection events are mapped onto the portal's network events (decision 0094), the rest are ignored.

/**
 * Whether a request is Twilio's, by Twilio's own validator (its helper library's webhooks module, which checks the
 * signature of the URL as received with and without its port, in the algorithm the settings header names, and
 * the body's SHA-256 against the URL's `bodySHA256`). `url` is the address the platform was given: PUBLIC_URL +
 * path + query as received.
 */
export const isTwilioSignature = (
  authToken: string,
  url: string,
  rawBody: string,
  headers: { signature: string | undefined; settings: string | undefined },
): boolean => {
  if (!headers.signature) return false;
  try {
    return validateRequestWithBody(
      authToken,
      headers.signature,
      url,
      rawBody,
      getSignatureAlgorithm(headers.settings),
    );
  } catch {
    return false;
  }
};

const PREFIX = 'com.twilio.iot.supersim.connection.';

/** Super SIM's connection event types, as the portal's event kinds; `data-session.updated` is not kept. */
const KINDS: Record<string, NetworkEventKind> = {
  'attachment.accepted': 'attach_accepted',
  'attachment.rejected': 'attach_rejected',
  'attachment.failed': 'attach_failed',
  'data-session.started': 'session_started',
  'data-session.ended': 'session_ended',
  'data-session.failed': 'session_failed',
};

/**
 * The platform's words for a refusal, as a cause. Its error codes are not in the published documents, so the
 * mapping reads its message; anything else is `unknown`, with the message kept for the operator.
 */
export const causeOf = (message: string | undefined, kind: NetworkEventKind): NetworkCause | null => {
  if (kind === 'attach_accepted' || kind === 'session_started' || kind === 'session_ended') return null;
  const text = (message ?? '').toLowerCase();
  if (/\bapn\b|access point/.test(text)) return 'wrong_apn';
  if (/network access profile|not allowed|roaming|forbidden network|plmn/.test(text))
    return 'network_not_allowed';
  if (/inactive|not active|deactivated|suspended|disabled/.test(text)) return 'card_inactive';
  return 'unknown';
};

const cloudEvent = z.object({
  id: z.string().min(1).max(100),
  type: z.string().max(200),
  time: z.string().optional(),
  data: z
    .object({
      sim_iccid: z.string().max(22).optional(),
      timestamp: z.string().optional(),
      network: z.object({ friendly_name: z.string().nullish(), iso_country: z.string().nullish() }).nullish(),
      error: z
        .object({ code: z.union([z.number(), z.string()]).nullish(), message: z.string().nullish() })
        .nullish(),
    })
    .passthrough(),
});

/** What a delivery held: the events kept, and how many were not Super SIM connection events or unreadable. */
export interface MappedEvents {
  events: IncomingNetworkEvent[];
  ignored: number;
}

/** Maps the sink's body (an array of CloudEvents) onto network events; never throws on an odd event. */
export const mapEventStreams = (body: unknown): MappedEvents => {
  const list = Array.isArray(body) ? body : [body];
  const events: IncomingNetworkEvent[] = [];
  let ignored = 0;
  for (const item of list) {
    const parsed = cloudEvent.safeParse(item);
    const kind =
      parsed.success && parsed.data.type.startsWith(PREFIX)
        ? KINDS[parsed.data.type.slice(PREFIX.length)]
        : undefined;
    const data = parsed.success ? parsed.data.data : undefined;
    const at = new Date(data?.timestamp ?? (parsed.success ? parsed.data.time : undefined) ?? Number.NaN);
    if (!parsed.success || !kind || !data?.sim_iccid || Number.isNaN(at.getTime())) {
      ignored += 1;
      continue;
    }
    const message = data.error?.message ?? undefined;
    events.push({
      sourceEventId: parsed.data.id,
      iccid: data.sim_iccid,
      kind,
      occurredAt: at,
      networkName: data.network?.friendly_name ?? null,
      country: data.network?.iso_country ?? null,
      cause: causeOf(message, kind),
      detail: message ? `${data.error?.code ?? ''} ${message}`.trim() : null,
    });
  }
  return { events, ignored };
};
