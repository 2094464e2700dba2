import { graphqlRoute } from '@/graphql/yoga';

const handler = graphqlRoute('v4.b2b');
export { handler as GET, handler as POST, handler as OPTIONS };
