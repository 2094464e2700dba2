import { graphqlRoute } from '@/graphql/yoga';

const handler = graphqlRoute('default');
export { handler as GET, handler as POST, handler as OPTIONS };
