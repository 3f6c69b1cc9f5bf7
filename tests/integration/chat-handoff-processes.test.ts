import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../../server/db/database";
import { withToken } from "../support/form-tokens";
import { builtServerAvailable, spawnServer, type SpawnedServer } from "../support/spawn-server";
import { openSse } from "../support/sse-client";
import { StaffClient, newStaff } from "../support/staff-client";
import { postgresAvailable } from "../support/test-postgres";
import { redisServerBin, startTestRedis, type TestRedis } from "../support/test-redis";
import { postJson, stopTestPostgres, testPostgresUrl } from "../support/test-server";

if (!builtServerAvailable || !postgresAvailable || !redisServerBin)
  console.warn('No build, PostgreSQL or redis-server: "a person answers across server processes" SKIPPED.');

describe.skipIf(!builtServerAvailable || !postgresAvailable || !redisServerBin)(
  "a person answers across server processes (PostgreSQL and Redis)",
  () => {
    let redis: TestRedis | undefined;
    const servers: SpawnedServer[] = [];
    let db: Db | undefined;

    beforeAll(async () => {
      redis = await startTestRedis();
      const databaseUrl = await testPostgresUrl();
      const env = { DATABASE_URL: databaseUrl, REDIS_URL: redis.url, RATE_LIMIT_CHAT_PER_MINUTE: "0" };
      // One after the other: the first migrates the shared database.
      servers.push(await spawnServer({ env }));
      servers.push(await spawnServer({ env }));
      db = createDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: "" });
    });
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.kill()));
      await db?.destroy();
      redis?.stop();
      await stopTestPostgres();
    });

    it("delivers a reply posted to one process, and the closing, to the visitor's stream open on the other", async () => {
      const [visitorSide, officeSide] = servers as [SpawnedServer, SpawnedServer];
      const res = await postJson(
        `${visitorSide.url}/api/chat`,
        withToken(
          {
            messages: [{ role: "user", content: "What's the weather like in Osaka tomorrow?" }],
            conversationId: null,
            sessionId: "processes-0001",
            language: "en",
          },
          "chat",
        ),
      );
      expect(res.status).toBe(200);
      const chat = (await res.json()) as { conversationId: string; conversationToken: string };
      const stream = await openSse(
        `${visitorSide.url}/api/chat/${chat.conversationId}/events?token=${chat.conversationToken}`,
      );
      expect(stream.response.status).toBe(200);
      await stream.next((e) => e.event === "ready");

      const staff = await newStaff(db!, "Ken Mori");
      const office = new StaffClient(officeSide.url);
      expect((await office.login(staff.email)).status).toBe(303);
      const lead = await db!
        .selectFrom("chat_unanswered")
        .select("id")
        .where("conversation_id", "=", chat.conversationId)
        .executeTakeFirstOrThrow();
      const page = await (await office.get(`/staff/leads/${lead.id}`)).text();
      const sent = await office.post(`/staff/leads/${lead.id}/chat-reply`, {
        csrf: StaffClient.csrfOf(page),
        body: "Answered from the other process.",
      });
      expect(sent.status).toBe(303);

      const event = await stream.next((e) => e.event === "message" && e.data.includes("other process"));
      expect(JSON.parse(event.data)).toMatchObject({ author: "Ken Mori" });

      // Closing the conversation in the office's process reaches the stream on the visitor's as well.
      const closing = await office.post(`/staff/leads/${lead.id}/chat-close`, { csrf: StaffClient.csrfOf(page) });
      expect(closing.status).toBe(303);
      const closed = await stream.next((e) => e.event === "closed");
      expect(Date.parse((JSON.parse(closed.data) as { closedAt: string }).closedAt)).not.toBeNaN();
      stream.close();
    });
  },
);
