/**
 * The App's webhook handling against a bare Probot app (scripts/bench/bare-app.js), both under
 * `probot run` on the same GitHub fake (the same Probot, with its default throttling, on each
 * side): throughput and p99 latency of `issues.labeled` deliveries that start runs, where the bare
 * app makes the same writes as the App (👀 and the dispatch, after the permission read), and
 * throughput of plain comments, which neither answers.
 */
import { generateKeyPairSync } from "node:crypto";
import { join } from "node:path";
import { PROJECT_ROOT } from "../../test/support/action-runner.js";
import { startGitHubFake } from "../../test/support/github-fake.js";
import { commentPayloadFor, labeledPayloadFor } from "../../test/support/scenario.js";
import { startAppServer } from "../../test/app/app-server.js";
import { EXAMPLE_WORKFLOW } from "../../src/app/messages.js";
import { quantile, type Comparison } from "./report.js";

const APP_ID = 42;
const OWNER = "octo";
const REPO = "hello";
const FULL_NAME = `${OWNER}/${REPO}`;
const MAINTAINER = "maint";
const SECRET = "webhook-secret";

/** One side's deliveries: events per second and the p99 of each delivery's answer time. */
interface Served {
  perSecond: number;
  p99Ms: number;
}

/** What a delivery is: a `ralph` label added to an issue, or a comment that is no command. */
type Delivery = "label" | "comment";

/** Sends `events` deliveries of `kind`, `concurrency` at a time, to the app at `appPath`. */
async function serve(appPath: string | undefined, kind: Delivery, events: number, concurrency: number): Promise<Served> {
  const keys = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  // Not judged by GitHub's description: the bench measures the App, and the tests judge the same calls.
  const fake = await startGitHubFake({ judge: false });
  fake.addRepo({ owner: OWNER, repo: REPO });
  fake.addApp({ id: APP_ID, slug: "ralph-bot", publicKey: keys.publicKey });
  const installation = fake.addInstallation({ appId: APP_ID, account: OWNER }).id;
  fake.setPermission(FULL_NAME, MAINTAINER, "write");
  // The App's example workflow: the fake checks each dispatch against its inputs.
  fake.addWorkflow(FULL_NAME, "ralph.yml", EXAMPLE_WORKFLOW);
  const server = await startAppServer({
    appId: APP_ID,
    privateKey: keys.privateKey,
    secret: SECRET,
    githubHost: new URL(fake.url).host,
    ...(appPath !== undefined ? { appPath } : {}),
  });
  try {
    const event = kind === "label" ? "issues" : "issue_comment";
    const payloads = Array.from({ length: events }, () => {
      const issue = fake.addIssue(FULL_NAME, { title: "bench", body: "Go.", user: MAINTAINER }).number;
      if (kind === "comment") {
        const comment = fake.addComment(FULL_NAME, issue, { user: MAINTAINER, body: "Thanks, looks good." });
        const payload = commentPayloadFor(fake, FULL_NAME, issue, { ...comment, user: MAINTAINER });
        payload.installation = { id: installation, node_id: "MDIzOkludGVncmF0aW9uSW5zdGFsbGF0aW9uMQ==" };
        return payload;
      }
      const payload = labeledPayloadFor(fake, FULL_NAME, issue, "ralph", MAINTAINER);
      payload.installation = { id: installation, node_id: "MDIzOkludGVncmF0aW9uSW5zdGFsbGF0aW9uMQ==" };
      return payload;
    });
    // One delivery first: the installation token and the connections are made once per process.
    const first = await server.send(event, payloads.pop());
    if (first.status !== 200) throw new Error(`the app answered ${first.status}: ${first.body}\n${server.output()}`);
    const latencies: number[] = [];
    const start = performance.now();
    const worker = async () => {
      for (let payload = payloads.pop(); payload !== undefined; payload = payloads.pop()) {
        const sent = performance.now();
        const answer = await server.send(event, payload);
        if (answer.status !== 200) throw new Error(`the app answered ${answer.status}: ${answer.body}\n${server.output()}`);
        latencies.push(performance.now() - sent);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - start) / 1000;
    return { perSecond: latencies.length / seconds, p99Ms: quantile(latencies, 0.99) };
  } finally {
    await server.close();
    await fake.close();
  }
}

/**
 * Label deliveries' throughput and p99 latency (`events` of them: GitHub's write pacing, one write a
 * second, sets their pace), and plain comments' throughput (`comments`), of the App against the
 * bare app, as three rows.
 */
export async function webhookHandling(events: number, comments: number, concurrency: number): Promise<Comparison[]> {
  const bare = join(PROJECT_ROOT, "scripts/bench/bare-app.js");
  const botLabels = await serve(undefined, "label", events, concurrency);
  const floorLabels = await serve(bare, "label", events, concurrency);
  const botComments = await serve(undefined, "comment", comments, concurrency);
  const floorComments = await serve(bare, "comment", comments, concurrency);
  const sides: [string, string] = ["App", "bare app, same writes"];
  return [
    {
      name: `webhook throughput (${events - 1} label events, ${concurrency} at a time)`,
      bot: botLabels.perSecond,
      floor: floorLabels.perSecond,
      unit: "events/s",
      sides,
    },
    { name: "webhook p99 latency, label events", bot: botLabels.p99Ms, floor: floorLabels.p99Ms, unit: "ms", sides },
    {
      name: `webhook throughput (${comments - 1} plain comments, no write)`,
      bot: botComments.perSecond,
      floor: floorComments.perSecond,
      unit: "events/s",
      sides: ["App", "bare app"],
    },
  ];
}
