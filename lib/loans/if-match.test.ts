import { describe, expect, it } from "vitest";
import { ifMatchAllows } from "./if-match";

const ETAG = '"0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.3"';
const BARE = ETAG.slice(1, -1);

describe("ifMatchAllows", () => {
  it.each([
    ["the current ETag", ETAG],
    ["the current ETag without its quotes, as HTTP wrappers often send it", BARE],
    ["*, any current loan", "*"],
    ["a list holding the current ETag", `"other.1", ${ETAG}`],
    ["a list holding the current ETag unquoted", `"other.1" , ${BARE}`],
  ])("allows %s", (_name, header) => {
    expect(ifMatchAllows(header, ETAG)).toEqual({ allowed: true });
  });

  it.each([
    ["a stale ETag", '"0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.2"'],
    ["a stale ETag without quotes", "0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.2"],
    ["a half-quoted ETag", `"${BARE}`],
    ["an empty list", " , "],
  ])("refuses %s", (_name, header) => {
    expect(ifMatchAllows(header, ETAG)).toEqual({ allowed: false, weak: false });
  });

  it("refuses a weak ETag even when its value is current: If-Match compares strongly (RFC 9110 13.1.1)", () => {
    expect(ifMatchAllows(`W/${ETAG}`, ETAG)).toEqual({ allowed: false, weak: true });
    expect(ifMatchAllows(`W/${ETAG}, "other.1"`, ETAG)).toEqual({ allowed: false, weak: true });
  });
});
