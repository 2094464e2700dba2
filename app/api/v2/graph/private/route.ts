import { graphqlRoute } from '@/graphql/yoga';

const handler = graphqlRoute('private');
export { handler as GET, handler as POST, handler as OPTIONS };
