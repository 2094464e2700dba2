import { graphqlRoute } from '@/graphql/yoga';

const handler = graphqlRoute('payments');
export { handler as GET, handler as POST, handler as OPTIONS };
