/**
 * The default tool set: three small tools instead of a few hundred, so that a
 * client's context is not flooded. `list_tools` finds tools (by words and
 * unified API), `describe_tool` shows one's input schema, `call_tool` runs
 * one. They see exactly the tools the session may call.
 */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { UnifiedTool } from './tool-catalog.js';

export const LIST_TOOLS = 'list_tools';
export const DESCRIBE_TOOL = 'describe_tool';
export const CALL_TOOL = 'call_tool';

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

export const DISCOVERY_TOOLS: readonly Tool[] = [
  {
    name: LIST_TOOLS,
    title: 'List the unified API tools',
    description:
      'Lists the tools this session can call (the unified operations the consumer\'s connections serve, within the session\'s scopes): name, title and annotations. Narrow with `search` (words of the name or description) and `api` (crm, accounting…).',
    inputSchema: {
      type: 'object',
      properties: {
        search: { type: 'string', maxLength: 200, description: 'Words every listed tool\'s name or description contains.' },
        api: { type: 'string', maxLength: 100, description: 'Only tools of this unified API (crm, accounting, hris…).' },
      },
      additionalProperties: false,
    },
    annotations: READ_ONLY,
  },
  {
    name: DESCRIBE_TOOL,
    title: 'Describe a tool',
    description: 'Shows one tool of `list_tools` in full: its description, input schema (path parameters, filters, sort, body, idempotency_key) and annotations.',
    inputSchema: { type: 'object', properties: { name: { type: 'string', maxLength: 200 } }, required: ['name'], additionalProperties: false },
    annotations: READ_ONLY,
  },
  {
    name: CALL_TOOL,
    title: 'Call a tool',
    description: 'Calls one tool of `list_tools` with its arguments (as `describe_tool` shows them) and answers its result: the unified envelope.',
    inputSchema: {
      type: 'object',
      properties: { name: { type: 'string', maxLength: 200 }, arguments: { type: 'object', description: 'The tool\'s arguments.' } },
      required: ['name'],
      additionalProperties: false,
    },
    // What it does depends on the tool called; its annotations say so.
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
  },
];

/** The tools `list_tools` answers: every word of `search` in the name or description, of `api` if given. */
export function findTools(tools: Iterable<UnifiedTool>, search: string | undefined, api: string | undefined): UnifiedTool[] {
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return [...tools].filter((tool) => {
    if (api !== undefined && tool.api.id !== api) return false;
    const text = `${tool.name} ${tool.definition.title ?? ''} ${tool.definition.description ?? ''}`.toLowerCase().replace(/_/g, ' ');
    return words.every((word) => text.includes(word.replace(/_/g, ' ')));
  });
}

export function summaryOf(tool: UnifiedTool) {
  return { name: tool.name, title: tool.definition.title, annotations: tool.definition.annotations, scopes: tool.scopes };
}
