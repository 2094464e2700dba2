import { graphqlRoute } from '@/graphql/yoga';

const handler = graphqlRoute('auth');
export { handler as GET, handler as POST, handler as OPTIONS };
