import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useDisableIntrospection } from '@envelop/disable-introspection';
import { useGraphQlJit } from '@envelop/graphql-jit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { AppServices, Context } from './context.ts';
import { costLimitPlugin } from './cost-limit-plugin.ts';
import { errorCodesPlugin } from './error-codes-plugin.ts';
import { maskError } from './errors.ts';
import { executionPlugin } from './execution-plugin.ts';
import { inputGuardPlugin } from './input-guard-plugin.ts';
import { noSubscriptionsPlugin } from './no-subscriptions-plugin.ts';
import { schema } from './schema.ts';
import { requestViewer } from '../auth/session.ts';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

export function createGraphqlHandler(services: AppServices) {
  const plugins: Plugin[] = [
    inputGuardPlugin() as Plugin,
    maxDepthPlugin({ n: 10 }) as Plugin,
    maxAliasesPlugin({ n: 15 }) as Plugin,
    maxTokensPlugin({ n: 2000 }) as Plugin,
    noSubscriptionsPlugin() as Plugin,
    costLimitPlugin() as Plugin,
    // Each operation is compiled once into a function (and a JSON writer) for its selection: graphql-js resolving
    // field by field cost more than the SQL on a page of 50 visits. Before the execution plugin, which runs
    // whatever executor it is handed inside the request's transaction.
    useGraphQlJit() as Plugin,
    // Checks the variables, wrapping the compiled executor; the execution plugin's access check still comes first.
    errorCodesPlugin() as Plugin,
    executionPlugin() as Plugin,
  ];
  if (services.config.production) plugins.push(useDisableIntrospection() as Plugin);

  return createYoga<ServerContext, Partial<Context>>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    // Only POST with JSON reaches here (the route refuses the rest); masked errors hide internals.
    maskedErrors: { maskError },
    logging: false,
    // Yoga's default reflects any Origin with credentials: a foreign page could read answers with the viewer's cookie.
    // Only the configured origins get CORS headers; the app's own pages are same-origin and need none.
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || !services.config.corsOrigins.includes(origin)) return false;
      return { origin: [origin], credentials: true, methods: ['POST'], allowedHeaders: ['content-type'] };
    },
    plugins,
    context: async ({ req, reply }): Promise<Partial<Context>> => ({
      services,
      req,
      reply,
      viewer: await requestViewer(services, req),
    }),
  });
}
