import { describe, expect, it } from "vitest";
import { testEventSchema, WEBHOOK_EVENT_SCHEMAS } from "@/lib/schemas/webhook-events";
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES } from "@/lib/codes/webhook-event-types";
import { openApiDocument } from "./document";
import { WEBHOOK_EVENT_EXAMPLES } from "./webhook-events";

describe("the document's webhook events", () => {
  it("lists every event type and the test event, each with an example its schema accepts", () => {
    const document = openApiDocument();
    expect(Object.keys(document.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES, TEST_EVENT_TYPE].sort());
    for (const type of WEBHOOK_EVENT_TYPES) expect(WEBHOOK_EVENT_SCHEMAS[type].safeParse(WEBHOOK_EVENT_EXAMPLES[type]).error, type).toBeUndefined();
    expect(testEventSchema.safeParse(WEBHOOK_EVENT_EXAMPLES[TEST_EVENT_TYPE]).error).toBeUndefined();
  });
});
