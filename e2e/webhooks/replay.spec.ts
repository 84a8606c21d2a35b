import { expect, test } from "@playwright/test";
import { approvedLoan, bookLoan, createEndpoint, deleteEndpointByUrl, startNach, succeededDeliveryTo } from "../support/api";
import { startReceiver } from "../../tests/support/webhook-receiver";
import { storageStateOf } from "../support/users";

test.use({ storageState: storageStateOf("support") });

test("support replays a delivery and sees its second attempt succeed", { tag: "@smoke" }, async ({ page }) => {
  const receiver = await startReceiver();
  try {
    // Demo Two Finance's mandate report, delivered once, set up through the API.
    await createEndpoint(receiver.url, "partner2");
    const loan = await bookLoan(approvedLoan(), "partner2");
    await startNach(loan.lead_id, "partner2");
    const delivery = await succeededDeliveryTo(receiver.url, "partner2");

    await page.goto("/webhooks");
    const filter = page.getByRole("search", { name: "Filter deliveries" });
    await filter.getByLabel("Event id").fill(delivery.event_id);
    await filter.getByRole("button", { name: "Filter" }).click();

    const row = page.getByRole("table", { name: "Webhook deliveries, newest first" }).getByRole("row").filter({ hasText: receiver.url });
    await expect(row).toContainText(delivery.event_id);
    await expect(row).toContainText("Demo Two Finance");
    await expect(row.getByText("succeeded", { exact: true })).toBeVisible();
    await expect(row.getByRole("cell", { name: "1", exact: true })).toBeVisible();

    await row.getByRole("button", { name: "Replay" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Replaying: the event is sent to ${receiver.url} again now` })).toBeVisible();

    // The table looks again a moment after a replay.
    await expect(row.getByRole("cell", { name: "2", exact: true })).toBeVisible();
    await expect(row.getByText("succeeded", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: "Show attempts" }).click();
    const attempts = page.getByRole("table", { name: `Attempts of delivery ${delivery.id}` });
    await expect(attempts.getByRole("row")).toHaveCount(3);
    for (const index of [1, 2]) await expect(attempts.getByRole("row").nth(index).getByRole("cell").nth(1)).toHaveText("200");

    // The partner got the same event twice: same webhook-id, so they can ignore the repeat.
    expect(receiver.requests.filter((delivered) => delivered.headers["webhook-id"] === delivery.event_id)).toHaveLength(2);
  } finally {
    await deleteEndpointByUrl(receiver.url, "partner2");
    await receiver.close();
  }
});
