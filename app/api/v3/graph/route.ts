import { graphqlRoute } from '@/graphql/yoga';

const handler = graphqlRoute('v3');
export { handler as GET, handler as POST, handler as OPTIONS };
