import { GraphQLError, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * The schema has no subscriptions, but graphql-js validation does not check that an operation's root type exists:
 * `subscription { __typename }` reached the executor and failed there as a 500 printed to stdout. Refused here, while
 * validating, like any other malformed document (400, BAD_REQUEST).
 */
const noSubscriptions: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation === 'subscription' && !context.getSchema().getSubscriptionType()) {
      context.reportError(
        new GraphQLError('This server has no subscriptions', {
          nodes: [node],
          // Yoga answers with the status in `http` (left out of the body); `spec: false` keeps it for application/json too.
          extensions: { code: 'BAD_REQUEST', reason: 'subscription_unsupported', http: { status: 400, spec: false } },
        }),
      );
    }
  },
});

export function noSubscriptionsPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(noSubscriptions);
    },
  };
}
