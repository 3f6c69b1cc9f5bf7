import { describe, expect, it } from "vitest";
import { parseInbound } from "./inbound-message";

function withAttachments(count: number, headers = "") {
  const boundary = "b-files";
  const parts = Array.from({ length: count }, (_, i) =>
    [
      `--${boundary}`,
      `Content-Type: application/octet-stream; name="f${i}.bin"`,
      `Content-Disposition: attachment; filename="f${i}.bin"`,
      "",
      `file ${i}`,
    ].join("\r\n"),
  );
  return Buffer.from(
    `${headers}From: a@visitor.example\r\nSubject: files\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="${boundary}"\r\n\r\n` +
      `--${boundary}\r\nContent-Type: text/plain\r\n\r\nhello\r\n${parts.join("\r\n")}\r\n--${boundary}--\r\n`,
  );
}

describe("an inbound email's attachments and authentication", () => {
  it("keeps the first 20 attachments and lists the rest as not kept, without their content", async () => {
    const message = await parseInbound(withAttachments(23));
    expect(message.attachments).toHaveLength(23);
    expect(message.attachments.filter((a) => a.kept)).toHaveLength(20);
    expect(message.attachments.slice(20).map((a) => [a.fileName, a.kept, a.content.length])).toEqual([
      ["f20.bin", false, 0],
      ["f21.bin", false, 0],
      ["f22.bin", false, 0],
    ]);
  });

  it("reads the verdicts of the topmost Authentication-Results header, the first per method", async () => {
    const message = await parseInbound(
      withAttachments(
        0,
        "Authentication-Results: mx.example; dkim=pass header.d=a; dkim=fail header.d=b; spf=PASS; dmarc=pass\r\n" +
          "Authentication-Results: sender.example; spf=fail; dmarc=fail\r\n",
      ),
    );
    expect(message.authentication).toBe("spf=pass dkim=pass dmarc=pass");
    expect((await parseInbound(withAttachments(0))).authentication).toBeNull();
    expect(
      (await parseInbound(withAttachments(0, "Authentication-Results: mx.example; none\r\n"))).authentication,
    ).toBeNull();
  });
});
