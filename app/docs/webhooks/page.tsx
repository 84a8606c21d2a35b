import { CodeBlock } from "@/components/docs/code-block";
import { Markdown } from "@/components/docs/markdown";
import { apiReference } from "@/lib/docs/docs-content";
import { formatDelay } from "@/lib/docs/retry-schedule-text";
import { DEMO_RETRY_SCHEDULE, retrySchedule, STANDARD_WEBHOOKS_SCHEDULE } from "@/lib/webhooks/retry-schedule";
import { env } from "@/lib/config/env";

export const metadata = { title: "Webhooks" };

const NODE_VERIFIER = `import express from "express";
import { Webhook } from "standardwebhooks";

const verifier = new Webhook(loandeskWebhookSecret); // the endpoint's "whsec_…" secret, from your own configuration
const app = express();

app.post("/loandesk/webhooks", express.raw({ type: "application/json" }), (req, res) => {
  let event;
  try {
    // Throws when no signature matches or the timestamp is more than 5 minutes away.
    event = verifier.verify(req.body.toString("utf8"), req.headers);
  } catch {
    return res.status(400).end();
  }
  if (alreadyHandled(event.id)) return res.status(200).end(); // at least once: ignore repeats by id
  handle(event);
  res.status(200).end();
});`;

const PYTHON_VERIFIER = `import base64, hashlib, hmac, json, time

TOLERANCE_SECONDS = 300

def verify(secret: str, headers: dict, body: bytes) -> dict:
    """The event, if one of the signatures is LoanDesk's; raises ValueError otherwise."""
    msg_id = headers["webhook-id"]
    timestamp = headers["webhook-timestamp"]
    if abs(time.time() - int(timestamp)) > TOLERANCE_SECONDS:
        raise ValueError("timestamp too old or too new")
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{msg_id}.{timestamp}.".encode() + body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    # The header may hold several signatures (space-separated), e.g. during a secret rotation.
    for signature in headers["webhook-signature"].split():
        version, _, value = signature.partition(",")
        if version == "v1" and hmac.compare_digest(value, expected):
            return json.loads(body)
    raise ValueError("no matching signature")

# Flask: event = verify(SECRET, {k.lower(): v for k, v in request.headers.items()}, request.get_data())`;

const schedule = (seconds: readonly number[]) => seconds.map(formatDelay).join(", ");

/** Events, their payloads, signing and verification, retries and replay. */
export default function WebhooksPage() {
  const events = apiReference().events();
  const current = retrySchedule(env());
  return (
    <main className="max-w-4xl">
      <h1 className="text-3xl font-semibold">Webhooks</h1>
      <p className="mt-3 text-slate-800">
        LoanDesk POSTs an event as JSON to each of your endpoints when something you need to know happens. Add endpoints with{" "}
        <a className="text-indigo-700 underline" href="/docs#createWebhookEndpoint">
          POST /api/v1/webhooks/endpoints/
        </a>{" "}
        (the secret, <code className="font-mono">whsec_…</code>, is shown only in that answer), or in the portal&apos;s Webhooks page.
      </p>
      <section id="events" aria-labelledby="events-heading" className="mt-8 scroll-mt-36 lg:scroll-mt-20">
        <h2 id="events-heading" className="text-xl font-semibold">
          Events
        </h2>
        {events.map((event) => (
          <div key={event.type} id={`event-${event.type}`} className="mt-4 scroll-mt-36 border-t border-slate-200 pt-4 lg:scroll-mt-20">
            <h3 className="font-mono font-semibold">{event.type}</h3>
            <p className="mt-1 text-slate-800">{event.summary}</p>
            <Markdown className="mt-2 text-sm text-slate-700" text={event.description} />
            {event.example && (
              <>
                <p className="mt-2 text-sm">
                  Payload ·{" "}
                  <a className="font-mono text-xs text-indigo-700 underline" href={`/docs#schema-${event.schemaName}`}>
                    {event.schemaName}
                  </a>
                </p>
                <CodeBlock code={event.example} label={`${event.type} payload example`} />
              </>
            )}
          </div>
        ))}
      </section>
      <section id="subscriptions" aria-labelledby="subscriptions-heading" className="mt-8 scroll-mt-36 lg:scroll-mt-20">
        <h2 id="subscriptions-heading" className="text-xl font-semibold">
          Subscriptions and the test event
        </h2>
        <p className="mt-2 text-slate-800">
          An endpoint is sent every event type unless <code className="font-mono">event_types</code> names some when you add it; change that later with{" "}
          <a className="text-indigo-700 underline" href="/docs#updateWebhookEndpoint">
            PATCH /api/v1/webhooks/endpoints/&#123;id&#125;/
          </a>{" "}
          (<code className="font-mono">null</code>: every type again, including types added later). An unknown or repeated type is refused with 400.
        </p>
        <p className="mt-2 text-slate-800">
          <a className="text-indigo-700 underline" href="/docs#sendWebhookTestEvent">
            POST /api/v1/webhooks/endpoints/&#123;id&#125;/test/
          </a>{" "}
          sends a signed <code className="font-mono">webhook.test</code> event to that endpoint at once, whatever it subscribes to, and answers with its delivery: what your
          receiver answered, or why the attempt failed. It is not retried, and a disabled endpoint is refused with 409{" "}
          <code className="font-mono">endpoint_disabled</code>. The portal&apos;s Webhooks page has a &ldquo;Send test event&rdquo; button for each endpoint.
        </p>
      </section>
      <section id="verifying" aria-labelledby="verifying-heading" className="mt-8 scroll-mt-36 lg:scroll-mt-20">
        <h2 id="verifying-heading" className="text-xl font-semibold">
          Verifying the signature
        </h2>
        <p className="mt-2 text-slate-800">
          Events are signed as the <a className="text-indigo-700 underline" href="https://www.standardwebhooks.com/">Standard Webhooks</a> specification says:{" "}
          <code className="font-mono">webhook-id</code> (the event&apos;s <code className="font-mono">id</code>, the same on every retry),{" "}
          <code className="font-mono">webhook-timestamp</code> (unix seconds) and <code className="font-mono">webhook-signature</code> (<code className="font-mono">v1,</code> + the
          base64 HMAC-SHA256 of <code className="font-mono">id.timestamp.body</code>, keyed with the base64-decoded part of your secret after{" "}
          <code className="font-mono">whsec_</code>). Verify the raw body, before parsing it, and answer 2xx.
        </p>
        <h3 className="mt-4 font-semibold">Node.js, with the standardwebhooks package</h3>
        <CodeBlock code={NODE_VERIFIER} label="Node.js verification" />
        <h3 className="mt-4 font-semibold">Python, with the standard library</h3>
        <CodeBlock code={PYTHON_VERIFIER} label="Python verification" />
      </section>
      <section id="rotating" aria-labelledby="rotating-heading" className="mt-8 scroll-mt-36 lg:scroll-mt-20">
        <h2 id="rotating-heading" className="text-xl font-semibold">
          Rotating the secret
        </h2>
        <p className="mt-2 text-slate-800">
          <a className="text-indigo-700 underline" href="/docs#rotateWebhookEndpointSecret">
            POST /api/v1/webhooks/endpoints/&#123;id&#125;/rotate/
          </a>{" "}
          (or &ldquo;Rotate secret&rdquo; on the portal&apos;s Webhooks page) shows a new secret once. For the next 24 hours every delivery, retries and replays included, carries
          two signatures in its <code className="font-mono">webhook-signature</code> header, space-separated and newest first: one made with the new secret and one with the
          previous. A verifier that knows either secret accepts the delivery (the <code className="font-mono">standardwebhooks</code> package tries every signature), so
          deploy the new secret whenever suits you within the day. The answer&apos;s <code className="font-mono">previous_secret_expires_at</code>, also in the endpoint list,
          says when the previous secret stops signing. Rotating again within those 24 hours drops the oldest secret at once: only the newest two ever sign.
        </p>
      </section>
      <section id="retries" aria-labelledby="retries-heading" className="mt-8 scroll-mt-36 lg:scroll-mt-20">
        <h2 id="retries-heading" className="text-xl font-semibold">
          Retries
        </h2>
        <p className="mt-2 text-slate-800">
          Answer with a 2xx within 15 seconds. Anything else is retried: {schedule(STANDARD_WEBHOOKS_SCHEDULE)} (the Standard Webhooks schedule, each delay with up to 10 % jitter), then
          the delivery is marked <code className="font-mono">failed</code>. In demo mode the waits are {schedule(DEMO_RETRY_SCHEDULE)}, so a failing
          delivery is marked failed, and can be replayed, within a minute. A <code className="font-mono">Retry-After</code> on a 429 or 503 is honoured; a 410 disables the endpoint.
          Deliveries are at least once: use the event&apos;s <code className="font-mono">id</code> to ignore repeats.
        </p>
        <p className="mt-2 text-slate-800">
          This server retries at: {schedule(current)} (<code className="font-mono">WEBHOOK_RETRY_SCHEDULE</code>).
        </p>
      </section>
      <section id="replay" aria-labelledby="replay-heading" className="mt-8 scroll-mt-36 lg:scroll-mt-20">
        <h2 id="replay-heading" className="text-xl font-semibold">
          Replay
        </h2>
        <p className="mt-2 text-slate-800">
          Every delivery and each of its attempts is in{" "}
          <a className="text-indigo-700 underline" href="/docs#listWebhookDeliveries">
            GET /api/v1/webhooks/deliveries/
          </a>{" "}
          (filter with <code className="font-mono">?status=failed</code>).{" "}
          <a className="text-indigo-700 underline" href="/docs#retryWebhookDelivery">
            POST /api/v1/webhooks/deliveries/&#123;id&#125;/retry/
          </a>{" "}
          sends one again at once, with the same event id and a fresh signature; partner staff and support can do the same from the portal&apos;s Webhooks page.
        </p>
      </section>
    </main>
  );
}
