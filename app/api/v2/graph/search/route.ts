import { graphqlRoute } from '@/graphql/yoga';

const handler = graphqlRoute('search');
export { handler as GET, handler as POST, handler as OPTIONS };
