import { graphqlRoute } from '@/graphql/yoga';

const handler = graphqlRoute('currentUser');
export { handler as GET, handler as POST, handler as OPTIONS };
