/**
 * A fake model server on 127.0.0.1 for the real agent CLIs, scripted by turn.
 *
 * It speaks three wire protocols, as far as Claude Code, Codex and Gemini CLI use them:
 * - the Anthropic Messages API: `POST /v1/messages` (SSE stream when `stream: true`, else one JSON
 *   message), `POST /v1/messages/count_tokens`;
 * - the OpenAI Responses API: `POST /v1/responses` (SSE stream), as Codex calls it with
 *   `wire_api = "responses"`;
 * - the Gemini API: `POST /v1beta/models/<model>:streamGenerateContent` (SSE) and `:generateContent`.
 *
 * A request belongs to an agent's conversation when it offers tools. Its round is read from the
 * Ralph prompt in it ("round N of at most M"), its turn is the number of assistant turns already in
 * the conversation (0 for the first request of a round). The script maps (round, turn) to what
 * the model answers: text, tool calls, or an HTTP error. A request without tools (titles, quota
 * probes and other side requests) gets a short text answer and is not counted as a turn.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One tool call the model makes: the tool's name as the CLI offered it, and its JSON input. */
export interface ToolCall {
  name: string;
  input: Record<string, unknown>;
}

/** What the model answers in one turn. */
export type Turn =
  | { kind: "tools"; calls: ToolCall[]; text?: string }
  | { kind: "text"; text: string }
  /** An HTTP error, e.g. 429 with `retry-after` seconds. */
  | { kind: "error"; status: number; retryAfterSeconds?: number; message: string };

/** What a script sees of a request: the round, the turn, the prompt, and the request itself. */
export interface TurnContext {
  protocol: Protocol;
  /** The Ralph round the conversation belongs to (from the prompt). */
  round: number;
  /** Assistant turns already in the conversation: 0 on a round's first request. */
  turn: number;
  /** The report path named in the prompt ("write your report as JSON to the file `…`"). */
  reportFile: string;
  /** The names of the tools the CLI offered. */
  tools: string[];
  /** Text of the tool results the CLI sent back in this request, oldest first. */
  toolResults: string[];
}

/** Maps a request's (round, turn) to the model's answer; null ends the turn with a short text. */
export type Script = (context: TurnContext) => Turn | null;

/** One request the server received. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The `model` field of the body, when any. */
  model: string | null;
  /** Whether the request belonged to an agent conversation (offered tools). */
  agentTurn: boolean;
  /** Round and turn when `agentTurn`. */
  round: number | null;
  turn: number | null;
  /** The tool results sent back in this request (see {@link TurnContext.toolResults}). */
  toolResults: string[];
  /** What was answered: HTTP status. */
  status: number;
  /** The headers, lower-case names. */
  headers: Record<string, string>;
  /** The parsed JSON body, or null. */
  body: unknown;
}

/** The running server. */
export interface FakeModelServer {
  /** `http://127.0.0.1:PORT` (no trailing slash). */
  url: string;
  /** Every request, in order of arrival. */
  requests: RecordedRequest[];
  /** Replace the script (e.g. per test). */
  setScript(script: Script): void;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

/** The wire protocols the server speaks. */
export type Protocol = "anthropic" | "openai" | "gemini";

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** Concatenated text of a message content that is a string or a list of blocks/parts. */
function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((part: unknown) => {
      if (!isObject(part)) return "";
      if (typeof part.text === "string") return part.text;
      if (typeof part.content === "string" || Array.isArray(part.content)) return contentText(part.content);
      if (typeof part.output === "string") return part.output;
      return "";
    })
    .join("\n");
}

const ROUND = /round (\d+) of at most \d+/;
const REPORT_FILE = /write your report as JSON to the file `([^`]+)`/;

interface Conversation {
  round: number;
  turn: number;
  reportFile: string;
  tools: string[];
  toolResults: string[];
}

/** Reads an Anthropic Messages request: round, turn, tools and tool results of its last user message. */
function anthropicConversation(body: Json): Conversation | null {
  const tools = Array.isArray(body.tools) ? body.tools.filter(isObject).map((tool) => String(tool.name)) : [];
  const messages = Array.isArray(body.messages) ? body.messages.filter(isObject) : [];
  if (tools.length === 0) return null;
  const all = messages.map((message) => contentText(message.content)).join("\n");
  const round = ROUND.exec(all);
  if (round === null) return null;
  const last = messages.at(-1);
  const toolResults =
    last !== undefined && Array.isArray(last.content)
      ? last.content
          .filter((block): block is Json => isObject(block) && block.type === "tool_result")
          .map((block) => contentText(block.content))
      : [];
  return {
    round: Number(round[1]),
    turn: messages.filter((message) => message.role === "assistant").length,
    reportFile: REPORT_FILE.exec(all)?.[1] ?? "",
    tools,
    toolResults,
  };
}

/** Reads an OpenAI Responses request: round, turn, tools and the tool outputs at its end. */
function openaiConversation(body: Json): Conversation | null {
  const tools = Array.isArray(body.tools) ? body.tools.filter(isObject).map((tool) => String(tool.name ?? tool.type)) : [];
  const input = Array.isArray(body.input) ? body.input.filter(isObject) : [];
  if (tools.length === 0) return null;
  const all = input.map((item) => contentText(item.content)).join("\n");
  const round = ROUND.exec(all);
  if (round === null) return null;
  // Codex sends the whole conversation each time; scripts make one call per turn, so each call or
  // assistant message in it is one turn already taken.
  const turn = input.filter(
    (item) => item.type === "function_call" || item.type === "custom_tool_call" || (item.type === "message" && item.role === "assistant"),
  ).length;
  let lastCall = input.length;
  while (lastCall > 0 && String(input[lastCall - 1]?.type).endsWith("_output")) lastCall--;
  const toolResults = input.slice(lastCall).map((item) => contentText(item.output ?? ""));
  return { round: Number(round[1]), turn, reportFile: REPORT_FILE.exec(all)?.[1] ?? "", tools, toolResults };
}

/** Reads a Gemini `generateContent` request: a turn is one `model` content already in it. */
function geminiConversation(body: Json): Conversation | null {
  const declarations = Array.isArray(body.tools)
    ? body.tools.filter(isObject).flatMap((tool) => (Array.isArray(tool.functionDeclarations) ? tool.functionDeclarations : []))
    : [];
  const tools = declarations.filter(isObject).map((declaration) => String(declaration.name));
  const contents = Array.isArray(body.contents) ? body.contents.filter(isObject) : [];
  if (tools.length === 0) return null;
  const parts = (content: Json | undefined): Json[] =>
    content !== undefined && Array.isArray(content.parts) ? content.parts.filter(isObject) : [];
  const all = contents.map((content) => contentText(parts(content))).join("\n");
  const round = ROUND.exec(all);
  if (round === null) return null;
  const toolResults = parts(contents.at(-1))
    .map((part) => part.functionResponse)
    .filter(isObject)
    .map((response) => (isObject(response.response) ? String(response.response.output ?? JSON.stringify(response.response)) : ""));
  return {
    round: Number(round[1]),
    turn: contents.filter((content) => content.role === "model").length,
    reportFile: REPORT_FILE.exec(all)?.[1] ?? "",
    tools,
    toolResults,
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function sse(response: ServerResponse, events: { event: string; data: Json }[]): void {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  for (const { event, data } of events) response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  response.end();
}

let ids = 0;
const nextId = (prefix: string): string => `${prefix}_${(++ids).toString().padStart(6, "0")}`;

/** Token counts the fake reports for every answer, so usage parsing has known numbers. */
export const FAKE_USAGE = { inputTokens: 100, outputTokens: 20 } as const;

function anthropicAnswer(response: ServerResponse, body: Json, turn: Turn | null): void {
  const model = typeof body.model === "string" ? body.model : "claude-fake";
  const blocks: Json[] = [];
  const text = turn === null ? "Done." : turn.kind === "text" ? turn.text : turn.kind === "tools" ? turn.text : undefined;
  if (text !== undefined) blocks.push({ type: "text", text });
  if (turn?.kind === "tools")
    for (const call of turn.calls) blocks.push({ type: "tool_use", id: nextId("toolu"), name: call.name, input: call.input });
  const stopReason = turn?.kind === "tools" ? "tool_use" : "end_turn";
  const usage = {
    input_tokens: FAKE_USAGE.inputTokens,
    output_tokens: FAKE_USAGE.outputTokens,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
  };
  const id = nextId("msg");
  if (body.stream !== true) {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        id,
        type: "message",
        role: "assistant",
        model,
        content: blocks,
        stop_reason: stopReason,
        stop_sequence: null,
        usage,
      }),
    );
    return;
  }
  const events: { event: string; data: Json }[] = [
    {
      event: "message_start",
      data: {
        type: "message_start",
        message: {
          id,
          type: "message",
          role: "assistant",
          model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { ...usage, output_tokens: 1 },
        },
      },
    },
  ];
  blocks.forEach((block, index) => {
    if (block.type === "text") {
      events.push({
        event: "content_block_start",
        data: { type: "content_block_start", index, content_block: { type: "text", text: "" } },
      });
      events.push({
        event: "content_block_delta",
        data: { type: "content_block_delta", index, delta: { type: "text_delta", text: block.text } },
      });
    } else {
      events.push({
        event: "content_block_start",
        data: { type: "content_block_start", index, content_block: { type: "tool_use", id: block.id, name: block.name, input: {} } },
      });
      events.push({
        event: "content_block_delta",
        data: { type: "content_block_delta", index, delta: { type: "input_json_delta", partial_json: JSON.stringify(block.input) } },
      });
    }
    events.push({ event: "content_block_stop", data: { type: "content_block_stop", index } });
  });
  events.push({
    event: "message_delta",
    data: {
      type: "message_delta",
      delta: { stop_reason: stopReason, stop_sequence: null },
      usage: { output_tokens: FAKE_USAGE.outputTokens },
    },
  });
  events.push({ event: "message_stop", data: { type: "message_stop" } });
  sse(response, events);
}

function openaiAnswer(response: ServerResponse, body: Json, turn: Turn | null): void {
  const model = typeof body.model === "string" ? body.model : "gpt-fake";
  const id = nextId("resp");
  const items: Json[] = [];
  const text = turn === null ? "Done." : turn.kind === "text" ? turn.text : turn.kind === "tools" ? turn.text : undefined;
  if (text !== undefined) {
    items.push({
      type: "message",
      id: nextId("msg"),
      role: "assistant",
      status: "completed",
      content: [{ type: "output_text", text, annotations: [] }],
    });
  }
  if (turn?.kind === "tools") {
    for (const call of turn.calls) {
      items.push({
        type: "function_call",
        id: nextId("fc"),
        call_id: nextId("call"),
        name: call.name,
        arguments: JSON.stringify(call.input),
        status: "completed",
      });
    }
  }
  const base = { id, object: "response", created_at: Math.floor(Date.now() / 1000), model, status: "in_progress", output: [] };
  const events: { event: string; data: Json }[] = [
    { event: "response.created", data: { type: "response.created", response: base } },
    { event: "response.in_progress", data: { type: "response.in_progress", response: base } },
  ];
  items.forEach((item, index) => {
    events.push({ event: "response.output_item.added", data: { type: "response.output_item.added", output_index: index, item } });
    if (item.type === "message") {
      events.push({
        event: "response.output_text.delta",
        data: { type: "response.output_text.delta", item_id: item.id, output_index: index, content_index: 0, delta: text },
      });
    }
    events.push({ event: "response.output_item.done", data: { type: "response.output_item.done", output_index: index, item } });
  });
  const usage = {
    input_tokens: FAKE_USAGE.inputTokens,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: FAKE_USAGE.outputTokens,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: FAKE_USAGE.inputTokens + FAKE_USAGE.outputTokens,
  };
  events.push({
    event: "response.completed",
    data: { type: "response.completed", response: { ...base, status: "completed", output: items, usage } },
  });
  sse(response, events);
}

function geminiAnswer(response: ServerResponse, model: string, stream: boolean, turn: Turn | null): void {
  const parts: Json[] = [];
  const text = turn === null ? "Done." : turn.kind === "text" ? turn.text : turn.kind === "tools" ? turn.text : undefined;
  if (text !== undefined) parts.push({ text });
  if (turn?.kind === "tools") for (const call of turn.calls) parts.push({ functionCall: { name: call.name, args: call.input } });
  const chunk = {
    candidates: [{ content: { role: "model", parts }, finishReason: "STOP", index: 0 }],
    usageMetadata: {
      promptTokenCount: FAKE_USAGE.inputTokens,
      candidatesTokenCount: FAKE_USAGE.outputTokens,
      totalTokenCount: FAKE_USAGE.inputTokens + FAKE_USAGE.outputTokens,
    },
    modelVersion: model,
    responseId: nextId("gem"),
  };
  if (!stream) {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(chunk));
    return;
  }
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  response.end(`data: ${JSON.stringify(chunk)}\r\n\r\n`);
}

function errorAnswer(response: ServerResponse, protocol: Protocol, turn: Extract<Turn, { kind: "error" }>): void {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (turn.retryAfterSeconds !== undefined) headers["retry-after"] = String(turn.retryAfterSeconds);
  response.writeHead(turn.status, headers);
  const body =
    protocol === "anthropic"
      ? { type: "error", error: { type: turn.status === 429 ? "rate_limit_error" : "api_error", message: turn.message } }
      : protocol === "openai"
        ? { error: { type: turn.status === 429 ? "rate_limit_exceeded" : "server_error", code: null, message: turn.message, param: null } }
        : { error: { code: turn.status, message: turn.message, status: turn.status === 429 ? "RESOURCE_EXHAUSTED" : "INTERNAL" } };
  response.end(JSON.stringify(body));
}

/** Start the server on 127.0.0.1 (a free port) with a script (default: every turn ends with text). */
export async function startFakeModelServer(initial: Script = () => null): Promise<FakeModelServer> {
  let script = initial;
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      let body: unknown = null;
      try {
        body = raw === "" ? null : JSON.parse(raw);
      } catch {
        body = null;
      }
      const path = (request.url ?? "/").split("?")[0] ?? "/";
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const record: RecordedRequest = {
        method: request.method ?? "GET",
        path,
        model: isObject(body) && typeof body.model === "string" ? body.model : null,
        agentTurn: false,
        round: null,
        turn: null,
        toolResults: [],
        status: 200,
        headers,
        body,
      };
      requests.push(record);
      const json = isObject(body) ? body : {};
      const gemini = /\/models\/([^/:]+):(streamGenerateContent|generateContent)$/.exec(path);
      const protocol: Protocol | null = path.endsWith("/messages")
        ? "anthropic"
        : path.endsWith("/responses")
          ? "openai"
          : gemini !== null
            ? "gemini"
            : null;
      if (gemini !== null) record.model = decodeURIComponent(gemini[1] ?? "");
      if (request.method === "POST" && path.endsWith("/messages/count_tokens")) {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ input_tokens: FAKE_USAGE.inputTokens }));
        return;
      }
      if (request.method !== "POST" || protocol === null) {
        record.status = 404;
        response.writeHead(404, { "content-type": "application/json" });
        response.end(
          JSON.stringify({ error: { type: "not_found_error", message: `fake model server: no route ${request.method} ${path}` } }),
        );
        return;
      }
      const conversation =
        protocol === "anthropic"
          ? anthropicConversation(json)
          : protocol === "openai"
            ? openaiConversation(json)
            : geminiConversation(json);
      let turn: Turn | null = null;
      if (conversation !== null) {
        record.agentTurn = true;
        record.round = conversation.round;
        record.turn = conversation.turn;
        record.toolResults = conversation.toolResults;
        turn = script({ protocol, ...conversation });
      }
      if (turn?.kind === "error") {
        record.status = turn.status;
        errorAnswer(response, protocol, turn);
      } else if (protocol === "anthropic") anthropicAnswer(response, json, turn);
      else if (protocol === "openai") openaiAnswer(response, json, turn);
      else geminiAnswer(response, record.model ?? "gemini-fake", gemini?.[2] === "streamGenerateContent", turn);
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setScript(next) {
      script = next;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
