import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { approvedLoan, bookLoan, deleteEndpointByUrl } from "../support/api";
import { startReceiver } from "../../tests/support/webhook-receiver";
import { storageStateOf } from "../support/users";

test.use({ storageState: storageStateOf("partner") });

test("a physical NACH goes from start to registered, and its webhook is in the delivery log", { tag: "@smoke" }, async ({ page }) => {
  const receiver = await startReceiver(() => ({ status: 200, body: "received" }));
  try {
    const loan = await bookLoan(approvedLoan());
    let secret = "";

    await test.step("register the webhook endpoint", async () => {
      await page.goto("/webhooks");
      const add = page.getByRole("form", { name: "Add an endpoint" });
      await add.getByLabel("Endpoint URL").fill(receiver.url);
      await add.getByRole("button", { name: "Add endpoint" }).click();
      const notice = page.getByRole("status").filter({ hasText: "Endpoint added" });
      await expect(notice).toContainText("Copy it now: it is not shown again.");
      secret = (await notice.getByText(/^whsec_/).textContent()) ?? "";
      const endpoint = page.getByRole("table", { name: "Webhook endpoints" }).getByRole("row").filter({ hasText: receiver.url });
      await expect(endpoint.getByText("enabled", { exact: true })).toBeVisible();
      // Every event type was ticked, so the endpoint is sent every type.
      await expect(endpoint.getByText("All events")).toBeVisible();
    });

    await test.step("send the endpoint a test event", async () => {
      const endpoint = page.getByRole("table", { name: "Webhook endpoints" }).getByRole("row").filter({ hasText: receiver.url });
      await endpoint.getByRole("button", { name: "Send test event" }).click();
      await expect(endpoint.getByRole("status")).toHaveText(/^Test event delivered: HTTP 200 in \d+ ms$/);
      const testEvent = receiver.requests.find((request) => request.body.includes('"webhook.test"'));
      expect(testEvent && new Webhook(secret).verify(testEvent.body, testEvent.headers)).toMatchObject({ event: "webhook.test" });
      // The test's delivery is in the log at once.
      await expect(page.getByRole("table", { name: "Webhook deliveries, newest first" }).getByRole("row").filter({ hasText: "webhook.test" })).toBeVisible();
    });

    let umrn = "";
    await test.step("start the mandate on the loan page and wait for the bank", async () => {
      await page.goto(`/loans/${loan.lead_id}`);
      await expect(page.getByText("No physical NACH mandate yet")).toBeVisible();
      await page.getByRole("button", { name: "Start physical NACH" }).click();
      // The start asks for confirmation of the terms it will print; the defaults are confirmed as shown.
      await page.getByRole("dialog", { name: "Start a physical NACH mandate?" }).getByRole("button", { name: "Start mandate" }).click();
      await expect(page.getByRole("status").filter({ hasText: "A physical NACH mandate was started." })).toBeVisible();
      await expect(page.getByRole("button", { name: "Start physical NACH" })).toBeDisabled();

      // The sandbox bank answers about a second later; the page shows it once reloaded.
      await expect(async () => {
        await page.reload();
        await expect(page.getByText("registered", { exact: true })).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      const line = page.getByText(/UMRN: LDSK0\d{15}/);
      await expect(line).toBeVisible();
      umrn = /LDSK0\d{15}/.exec((await line.textContent()) ?? "")?.[0] ?? "";
      await expect(page.getByText("NACH initiated → registered")).toBeVisible();
    });

    // What reached the partner is the mandate's report, signed with the secret shown once.
    let eventId = "";
    await expect
      .poll(() => {
        for (const delivered of receiver.requests) {
          const event = new Webhook(secret).verify(delivered.body, delivered.headers) as { id: string; payload: { status: string; umrn: string } };
          if (event.payload.umrn === umrn && event.payload.status === "registered") eventId = event.id;
        }
        return eventId;
      })
      .not.toBe("");

    await test.step("the delivery log shows the delivery and its attempt", async () => {
      await page.goto("/webhooks");
      const deliveries = page.getByRole("table", { name: "Webhook deliveries, newest first" });
      const row = deliveries.getByRole("row").filter({ hasText: receiver.url }).filter({ hasText: eventId });
      await expect(async () => {
        await page.reload();
        await expect(row.getByText("succeeded", { exact: true })).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await expect(row).toContainText("physical_nach.status_update");
      await expect(row.getByRole("cell", { name: "1", exact: true })).toBeVisible();

      await row.getByRole("button", { name: "Show attempts" }).click();
      const attempts = page.getByRole("table", { name: /^Attempts of delivery / });
      await expect(attempts.getByRole("row")).toHaveCount(2);
      await expect(attempts.getByRole("row").nth(1).getByRole("cell").nth(1)).toHaveText("200");
      await expect(attempts).toContainText("received");
    });

    await test.step("a rotation shows until when the previous secret still signs", async () => {
      const endpoint = page.getByRole("table", { name: "Webhook endpoints" }).getByRole("row").filter({ hasText: receiver.url });
      await endpoint.getByRole("button", { name: "Rotate secret" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Signing secret rotated" })).toContainText(/also with the previous one until \d{1,2} \w{3} \d{4}/);
      await expect(endpoint).toContainText(/Previous secret also signs until \d{1,2} \w{3} \d{4}/);
    });
  } finally {
    await deleteEndpointByUrl(receiver.url, "partner");
    await receiver.close();
  }
});
