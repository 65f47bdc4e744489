import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useDisableIntrospection } from '@envelop/disable-introspection';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { AppServices, Context } from './context.ts';
import { executionPlugin } from './execution-plugin.ts';
import { schema } from './schema.ts';
import { resolveViewer, cookieName } from '../auth/session.ts';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Every error carries a stable code (contract.md). Some refusals come without one (the armor limits
 * on depth, aliases and tokens); they are the client's fault, so they get BAD_REQUEST.
 */
const stableErrorCodes: Plugin = {
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result) || !('errors' in result) || !result.errors?.some((e) => !e.extensions?.code)) return;
    setResult({
      ...result,
      errors: result.errors.map((e) =>
        e.extensions?.code
          ? e
          : new GraphQLError(e.message, { extensions: { ...e.extensions, code: 'BAD_REQUEST' } }),
      ),
    });
  },
};

export function createGraphqlHandler(services: AppServices) {
  const plugins: Plugin[] = [
    stableErrorCodes,
    maxDepthPlugin({ n: 10 }) as Plugin,
    maxAliasesPlugin({ n: 15 }) as Plugin,
    maxTokensPlugin({ n: 2000 }) as Plugin,
    executionPlugin() as Plugin,
  ];
  if (services.config.production) plugins.push(useDisableIntrospection() as Plugin);

  return createYoga<ServerContext, Partial<Context>>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    // Only POST with JSON reaches here (the route refuses the rest); masked errors hide internals.
    maskedErrors: true,
    logging: false,
    plugins,
    context: async ({ req, reply }): Promise<Partial<Context>> => ({
      services,
      req,
      reply,
      viewer: await resolveViewer(services, req.cookies[cookieName]),
    }),
  });
}
